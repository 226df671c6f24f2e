import { z } from "zod";
import { storableString } from "./text-fields";
import { SOCIAL_NETWORKS } from "./brand-profile";
import { recordId, timestamp } from "./answer-fields";

/** GET/PUT /api/brand-profile: the workspace's profile (GET answers null before one is saved). */
export const brandProfileAnswerSchema = z.object({
  id: recordId,
  user_id: storableString(),
  company_name: storableString(),
  tagline: storableString(),
  mission: storableString(),
  vision: storableString(),
  industry: storableString(),
  website: storableString(),
  values: storableString().nullable(),
  ideal_customer: storableString().nullable(),
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), storableString()),
  contact_email: storableString(),
  contact_phone: storableString(),
  logo_url: storableString().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BrandProfileAnswer = z.infer<typeof brandProfileAnswerSchema>;

/** A customer story (/api/brand-profile/proof-points). */
export const proofPointAnswerSchema = z.object({
  id: recordId,
  customer: storableString(),
  industry: storableString(),
  figure: storableString(),
  outcome: storableString(),
  quote: storableString(),
  author: storableString(),
  author_title: storableString(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ProofPointAnswer = z.infer<typeof proofPointAnswerSchema>;

/** An FAQ entry (/api/brand-profile/faqs). */
export const faqAnswerSchema = z.object({ id: recordId, question: storableString(), answer: storableString(), created_at: timestamp, updated_at: timestamp });
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;
