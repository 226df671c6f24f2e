import { useForm } from "react-hook-form";
import { PROOF_POINT_LIMITS, proofPointSchema, type ProofPointValues } from "@/shared/schemas/brand-proof";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import type { ProofPoint } from "@/client/features/settings/api/brand-proof";
import { ItemFormCard, submitWithSchema } from "./item-form-card";
import type { ItemFormProps } from "./sender-items-panel";

type StoryFormValues = ProofPointValues;

const EMPTY_STORY: StoryFormValues = { customer: "", industry: "", figure: "", outcome: "", quote: "", author: "", author_title: "" };

const toValues = (story: ProofPoint): StoryFormValues => ({
  customer: story.customer,
  industry: story.industry,
  figure: story.figure,
  outcome: story.outcome,
  quote: story.quote,
  author: story.author,
  author_title: story.author_title,
});

/** A customer story: who, the figure and what it measures, and optionally a quote with its author. */
export function StoryForm({ editing, saving, onSubmit, onCancelEdit }: ItemFormProps<ProofPoint, ProofPointValues>) {
  const form = useForm<StoryFormValues>({ defaultValues: editing ? toValues(editing) : EMPTY_STORY });
  const { register, formState, clearErrors } = form;
  const errors = formState.errors;
  const field = (name: keyof StoryFormValues) => ({
    id: `story-${name.replace("_", "-")}`,
    "aria-invalid": !!errors[name],
    maxLength: PROOF_POINT_LIMITS[name],
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  return (
    <ItemFormCard
      title={editing ? "Edit customer story" : "Add customer story"}
      description={editing ? `Changing "${editing.customer}".` : "A result a customer got. Microsites quote only these figures, never invented ones."}
      editing={!!editing}
      saving={saving}
      submitLabel="Add story"
      onSubmit={submitWithSchema(form, proofPointSchema, onSubmit, editing ? null : EMPTY_STORY)}
      onCancelEdit={onCancelEdit}
    >
      <div className="grid gap-4 @md:grid-cols-2">
        <Field label="Customer" htmlFor="story-customer" error={errors.customer?.message}>
          <Input autoFocus={!!editing} {...field("customer")} />
        </Field>
        <Field label="Industry" htmlFor="story-industry" hint="Optional." error={errors.industry?.message}>
          <Input {...field("industry")} />
        </Field>
      </div>
      <div className="grid gap-4 @md:grid-cols-[8rem_1fr]">
        <Field label="Figure" htmlFor="story-figure" hint='E.g. "62%".' error={errors.figure?.message}>
          <Input {...field("figure")} />
        </Field>
        <Field label="Outcome" htmlFor="story-outcome" hint="What the figure measures." error={errors.outcome?.message}>
          <Input placeholder="less time spent approving invoices" {...field("outcome")} />
        </Field>
      </div>
      <Field label="Quote" htmlFor="story-quote" hint="Optional, in the customer's words." error={errors.quote?.message}>
        <Textarea rows={3} {...field("quote")} />
      </Field>
      <div className="grid gap-4 @md:grid-cols-2">
        <Field label="Author" htmlFor="story-author" error={errors.author?.message}>
          <Input {...field("author")} />
        </Field>
        <Field label="Author title" htmlFor="story-author-title" error={errors.author_title?.message}>
          <Input placeholder="Controller" {...field("author_title")} />
        </Field>
      </div>
    </ItemFormCard>
  );
}
