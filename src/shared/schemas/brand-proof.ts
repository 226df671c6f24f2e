import { z } from "zod";
import { optionalText, requiredText } from "./text-fields";

/** The sender's customer stories and FAQ entries (Settings → Brand Profile): the only proof a microsite may show. */
export const MAX_PROOF_POINTS = 20;
export const MAX_FAQS = 20;

export const PROOF_POINT_LIMITS = { customer: 120, industry: 120, figure: 24, outcome: 200, quote: 600, author: 120, author_title: 120 } as const;
export const FAQ_LIMITS = { question: 200, answer: 1200 } as const;

export const PROOF_MESSAGES = {
  customer: "Customer is required",
  figure: "Figure is required",
  figureDigit: "Figure must contain a number, e.g. 62% or 3 days",
  outcome: "Outcome is required",
  quoteAuthor: "Add who said the quote",
  tooManyStories: `You can add at most ${MAX_PROOF_POINTS} customer stories`,
  storyNotFound: "Customer story not found",
  noBrandProfile: "Save your brand profile before adding customer stories or FAQ entries",
  question: "Question is required",
  answer: "Answer is required",
  tooManyFaqs: `You can add at most ${MAX_FAQS} FAQ entries`,
  faqNotFound: "FAQ entry not found",
} as const;

/** POST/PUT /api/brand-profile/proof-points and the Customer Stories form. Optional fields are "" when blank. */
export const proofPointSchema = z
  .object({
    customer: requiredText(PROOF_MESSAGES.customer, "Customer", PROOF_POINT_LIMITS.customer),
    industry: optionalText("Industry", PROOF_POINT_LIMITS.industry),
    figure: requiredText(PROOF_MESSAGES.figure, "Figure", PROOF_POINT_LIMITS.figure)// A blank figure already has its own message.
      .refine((v) => v === "" || /\d/.test(v), PROOF_MESSAGES.figureDigit),
    outcome: requiredText(PROOF_MESSAGES.outcome, "Outcome", PROOF_POINT_LIMITS.outcome),
    quote: optionalText("Quote", PROOF_POINT_LIMITS.quote),
    author: optionalText("Author", PROOF_POINT_LIMITS.author),
    author_title: optionalText("Author title", PROOF_POINT_LIMITS.author_title),
  })
  // A quote nobody said cannot be printed as a testimonial.
  .refine((p) => !p.quote || !!p.author, { path: ["author"], message: PROOF_MESSAGES.quoteAuthor, when: (payload) => typeof payload.value === "object" && payload.value !== null })
  .transform((p) => ({ ...p, industry: p.industry ?? "", quote: p.quote ?? "", author: p.author ?? "", author_title: p.author_title ?? "" }));

export type ProofPointInput = z.input<typeof proofPointSchema>;
export type ProofPointValues = z.output<typeof proofPointSchema>;

export const faqSchema = z.object({
  question: requiredText(PROOF_MESSAGES.question, "Question", FAQ_LIMITS.question),
  answer: requiredText(PROOF_MESSAGES.answer, "Answer", FAQ_LIMITS.answer),
});

export type FaqInput = z.input<typeof faqSchema>;
export type FaqValues = z.output<typeof faqSchema>;
