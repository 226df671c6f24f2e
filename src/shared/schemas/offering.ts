import { z } from "zod";
import { CURRENCIES, OFFERING_TYPES, UNIT_TYPES } from "../constants";
import type { CurrencyCode } from "../currency";
import { optionalText, requiredText, storableString } from "./text-fields";

// Spec 5 (Offering) and 8 (Brand errors): contract strings.
export const OFFERING_MESSAGES = {
  name: "Name is required",
  type: "Type is required",
  price: "Valid price is required",
  currency: "Currency is required",
  unitType: "Unit type is required",
  saveFailed: "Failed to save offering",
  noBrandProfile: "Save your brand profile before adding offerings",
} as const;

export const MAX_OUTCOMES = 5;
export const OUTCOME_MAX_LENGTH = 160;
export const OUTCOME_MESSAGES = {
  tooMany: `Add at most ${MAX_OUTCOMES} outcomes`,
  tooLong: `Each outcome must be ${OUTCOME_MAX_LENGTH} characters or fewer`,
  notText: "Outcomes must be a list of phrases",
} as const;

/** Outcome phrases in the sender's words; blank rows of the form are dropped, not refused. */
export const outcomesSchema = z.preprocess(
  // Anything but a list becomes a non-list object, so it fails as "not a list" and never reaches the length rule.
  (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v.filter((o) => typeof o !== "string" || o.trim() !== "") : { notAList: v }),
  z
    .array(storableString(OUTCOME_MESSAGES.notText).trim().max(OUTCOME_MAX_LENGTH, OUTCOME_MESSAGES.tooLong), OUTCOME_MESSAGES.notText)
    .max(MAX_OUTCOMES, OUTCOME_MESSAGES.tooMany),
);

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
// numeric(14,2) holds at most 12 digits before the point.
export const MAX_PRICE = 999_999_999_999.99;

/** '' / null / undefined -> null; numeric strings -> numbers (form inputs hand over strings). */
function toPrice(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : Number(value.trim());
  return value;
}

/** The fields as sent, before the cross-field price/quote rule; PATCH bodies are a partial of this. */
export const offeringFieldsSchema = z.object({
  name: requiredText(OFFERING_MESSAGES.name, "Name", 200),
  type: z.enum(OFFERING_TYPES, OFFERING_MESSAGES.type),
  description: optionalText("Description", 2000),
  requires_quote: z.boolean("requires_quote must be true or false").default(false),
  // Any number (even NaN) passes here: whether it is a valid price depends on requires_quote, checked below.
  price: z.preprocess(toPrice, z.custom<number | null>((v) => v === null || typeof v === "number", OFFERING_MESSAGES.price)),
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], OFFERING_MESSAGES.currency).nullish(),
  unit_type: z.enum(UNIT_TYPES, OFFERING_MESSAGES.unitType).nullish(),
  outcomes: outcomesSchema,
});

/**
 * One schema for the offering form, POST and PATCH (after merging). Unless a quote is required the price must be a
 * number of at least 0 (rounded to the cent: the form's step is 0.01) with a currency and a unit; with a quote
 * required, price, currency and unit_type are stored as null.
 */
const isValidPrice = (price: unknown) => typeof price === "number" && Number.isFinite(price) && price >= 0 && price <= MAX_PRICE;
// Run the price/quote rules even when another field already failed, so the form lists every problem at once.
const evenWithOtherErrors = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

export const offeringSchema = offeringFieldsSchema
  .refine((o) => o.requires_quote || isValidPrice(o.price), { path: ["price"], message: OFFERING_MESSAGES.price, when: evenWithOtherErrors })
  .refine((o) => o.requires_quote || !!o.currency, { path: ["currency"], message: OFFERING_MESSAGES.currency, when: evenWithOtherErrors })
  .refine((o) => o.requires_quote || !!o.unit_type, { path: ["unit_type"], message: OFFERING_MESSAGES.unitType, when: evenWithOtherErrors })
  .transform((o) =>
    o.requires_quote
      ? { ...o, price: null, currency: null, unit_type: null }
      : { ...o, price: Math.round((o.price as number) * 100) / 100, currency: o.currency ?? null, unit_type: o.unit_type ?? null },
  );

export const offeringPatchSchema = offeringFieldsSchema.partial();

export type OfferingInput = z.input<typeof offeringSchema>;
export type OfferingValues = z.output<typeof offeringSchema>;

/** Spec 5: all messages of a failed offering, joined by commas (one per field). */
export function joinOfferingErrors(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen].join(", ");
}
