import { z } from "zod";
import { storableString } from "./text-fields";
import { recordId, timestamp } from "./answer-fields";

/** An offering as /api/offerings answers it. Price, currency and unit are null when a quote is required. */
export const offeringAnswerSchema = z.object({
  id: recordId,
  brand_id: recordId,
  name: storableString(),
  type: storableString(),
  description: storableString().nullable(),
  price: z.number().nullable(),
  currency: storableString().nullable(),
  unit_type: storableString().nullable(),
  requires_quote: z.boolean(),
  outcomes: z.array(storableString()),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OfferingAnswer = z.infer<typeof offeringAnswerSchema>;
