import { MAX_FAQS, MAX_PROOF_POINTS, PROOF_MESSAGES, type FaqValues, type ProofPointValues } from "@/shared/schemas/brand-proof";
import { brandFaqs, brandProofPoints } from "@/server/db/schema";
import { brandItems } from "./brand-items";
import type { FaqAnswer, ProofPointAnswer } from "@/shared/schemas/brand-answers";

export type ProofPointRow = typeof brandProofPoints.$inferSelect;
export type FaqRow = typeof brandFaqs.$inferSelect;

export const proofPoints = brandItems({
  table: brandProofPoints,
  max: MAX_PROOF_POINTS,
  messages: { tooMany: PROOF_MESSAGES.tooManyStories, notFound: PROOF_MESSAGES.storyNotFound, noBrandProfile: PROOF_MESSAGES.noBrandProfile },
  toColumns: (v: ProofPointValues) => ({
    customer: v.customer,
    industry: v.industry,
    figure: v.figure,
    outcome: v.outcome,
    quote: v.quote,
    author: v.author,
    authorTitle: v.author_title,
  }),
});

export const faqs = brandItems({
  table: brandFaqs,
  max: MAX_FAQS,
  messages: { tooMany: PROOF_MESSAGES.tooManyFaqs, notFound: PROOF_MESSAGES.faqNotFound, noBrandProfile: PROOF_MESSAGES.noBrandProfile },
  toColumns: (v: FaqValues) => ({ question: v.question, answer: v.answer }),
});

/** The API shapes: snake_case like the rest of the brand profile. */
export const toProofPointDto = (row: ProofPointRow): ProofPointAnswer => ({
  id: row.id,
  customer: row.customer,
  industry: row.industry,
  figure: row.figure,
  outcome: row.outcome,
  quote: row.quote,
  author: row.author,
  author_title: row.authorTitle,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toFaqDto = (row: FaqRow): FaqAnswer => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
