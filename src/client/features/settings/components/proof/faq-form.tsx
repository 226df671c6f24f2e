import { useForm } from "react-hook-form";
import { FAQ_LIMITS, faqSchema, type FaqValues } from "@/shared/schemas/brand-proof";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import type { Faq } from "@/client/features/settings/api/brand-proof";
import { ItemFormCard, submitWithSchema } from "./item-form-card";
import type { ItemFormProps } from "./sender-items-panel";

const EMPTY_FAQ: FaqValues = { question: "", answer: "" };

/** One question prospects ask, with the sender's answer. */
export function FaqForm({ editing, saving, onSubmit, onCancelEdit }: ItemFormProps<Faq, FaqValues>) {
  const form = useForm<FaqValues>({ defaultValues: editing ? { question: editing.question, answer: editing.answer } : EMPTY_FAQ });
  const { register, formState, clearErrors } = form;
  const errors = formState.errors;

  return (
    <ItemFormCard
      title={editing ? "Edit FAQ entry" : "Add FAQ entry"}
      description="A question prospects ask, answered the way you would answer it."
      editing={!!editing}
      saving={saving}
      submitLabel="Add FAQ entry"
      onSubmit={submitWithSchema(form, faqSchema, onSubmit, editing ? null : EMPTY_FAQ)}
      onCancelEdit={onCancelEdit}
    >
      <Field label="Question" htmlFor="faq-question" error={errors.question?.message}>
        <Input
          id="faq-question"
          autoFocus={!!editing}
          maxLength={FAQ_LIMITS.question}
          aria-invalid={!!errors.question}
          {...register("question", { onChange: () => clearErrors("question") })}
        />
      </Field>
      <Field label="Answer" htmlFor="faq-answer" error={errors.answer?.message}>
        <Textarea id="faq-answer" rows={4} maxLength={FAQ_LIMITS.answer} aria-invalid={!!errors.answer} {...register("answer", { onChange: () => clearErrors("answer") })} />
      </Field>
    </ItemFormCard>
  );
}
