import { MessageCircleQuestion, Trophy } from "lucide-react";
import { MAX_FAQS, MAX_PROOF_POINTS, type FaqValues, type ProofPointValues } from "@/shared/schemas/brand-proof";
import { useFaqMutations, useFaqs, useProofPointMutations, useProofPoints, type Faq, type ProofPoint } from "@/client/features/settings/api/brand-proof";
import { FaqForm } from "./faq-form";
import { SenderItemsPanel } from "./sender-items-panel";
import { StoryForm } from "./story-form";

type PanelProps = { hasBrandProfile: boolean; onOpenProfile: () => void };

export const DELETE_STORY_CONFIRM = "Are you sure you want to delete this customer story?";
export const DELETE_FAQ_CONFIRM = "Are you sure you want to delete this FAQ entry?";

/** Settings → Brand Profile → Customer Stories. */
export function CustomerStoriesPanel(props: PanelProps) {
  const items = useProofPoints(props.hasBrandProfile);
  const { save, remove } = useProofPointMutations();
  return (
    <SenderItemsPanel<ProofPoint, ProofPointValues>
      {...props}
      icon={Trophy}
      words={{
        one: "customer story",
        many: "customer stories",
        emptyTitle: "No customer stories yet",
        emptyDescription: "Add results your customers got: microsites show them as proof, with the figures exactly as you write them.",
        confirmDelete: DELETE_STORY_CONFIRM,
        max: MAX_PROOF_POINTS,
      }}
      items={items}
      save={(id, values) => save.mutateAsync({ id, values })}
      saving={save.isPending}
      remove={(id) => remove.mutateAsync(id)}
      nameOf={(story) => story.customer}
      renderForm={(form) => <StoryForm key={form.editing?.id ?? "new"} {...form} />}
      renderItem={(story) => (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-slate-900">{story.customer}</span>
            {story.industry ? <span className="text-slate-500">{story.industry}</span> : null}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="mr-1.5 text-lg font-semibold text-brand-700">{story.figure}</span>
            <span className="break-words">{story.outcome}</span>
          </p>
          {story.quote ? (
            <blockquote className="mt-1.5 border-l-2 border-brand-200 pl-3 text-sm text-slate-600 italic">
              <p className="line-clamp-3 break-words">“{story.quote}”</p>
              <footer className="mt-0.5 text-xs text-slate-500 not-italic">
                {story.author}
                {story.author_title ? `, ${story.author_title}` : ""}
              </footer>
            </blockquote>
          ) : null}
        </>
      )}
    />
  );
}

/** Settings → Brand Profile → FAQ. */
export function FaqPanel(props: PanelProps) {
  const items = useFaqs(props.hasBrandProfile);
  const { save, remove } = useFaqMutations();
  return (
    <SenderItemsPanel<Faq, FaqValues>
      {...props}
      icon={MessageCircleQuestion}
      words={{
        one: "FAQ entry",
        many: "FAQ entries",
        emptyTitle: "No FAQ entries yet",
        emptyDescription: "Answer the questions prospects ask before they book a call; microsites show them in a FAQ section.",
        confirmDelete: DELETE_FAQ_CONFIRM,
        max: MAX_FAQS,
      }}
      items={items}
      save={(id, values) => save.mutateAsync({ id, values })}
      saving={save.isPending}
      remove={(id) => remove.mutateAsync(id)}
      nameOf={(faq) => faq.question}
      renderForm={(form) => <FaqForm key={form.editing?.id ?? "new"} {...form} />}
      renderItem={(faq) => (
        <>
          <p className="text-sm font-semibold break-words text-slate-900">{faq.question}</p>
          <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-600">{faq.answer}</p>
        </>
      )}
    />
  );
}
