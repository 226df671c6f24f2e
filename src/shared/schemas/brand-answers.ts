import { z } from "zod";
import { SOCIAL_NETWORKS } from "./brand-profile";
import { recordId, timestamp } from "./answer-fields";

/** GET/PUT /api/brand-profile: the workspace's profile (GET answers null before one is saved). */
export const brandProfileAnswerSchema = z.object({
  id: recordId,
  user_id: z.string(),
  company_name: z.string(),
  tagline: z.string(),
  mission: z.string(),
  vision: z.string(),
  industry: z.string(),
  website: z.string(),
  values: z.string().nullable(),
  ideal_customer: z.string().nullable(),
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  contact_email: z.string(),
  contact_phone: z.string(),
  logo_url: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BrandProfileAnswer = z.infer<typeof brandProfileAnswerSchema>;

/** A customer story (/api/brand-profile/proof-points). */
export const proofPointAnswerSchema = z.object({
  id: recordId,
  customer: z.string(),
  industry: z.string(),
  figure: z.string(),
  outcome: z.string(),
  quote: z.string(),
  author: z.string(),
  author_title: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ProofPointAnswer = z.infer<typeof proofPointAnswerSchema>;

/** An FAQ entry (/api/brand-profile/faqs). */
export const faqAnswerSchema = z.object({ id: recordId, question: z.string(), answer: z.string(), created_at: timestamp, updated_at: timestamp });
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;
