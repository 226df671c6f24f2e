import { z } from "zod";
import { recordId, timestamp } from "./answer-fields";

/** An offering as /api/offerings answers it. Price, currency and unit are null when a quote is required. */
export const offeringAnswerSchema = z.object({
  id: recordId,
  brand_id: recordId,
  name: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  unit_type: z.string().nullable(),
  requires_quote: z.boolean(),
  outcomes: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OfferingAnswer = z.infer<typeof offeringAnswerSchema>;
