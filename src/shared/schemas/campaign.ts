import { z } from "zod";
import { isoDateString } from "./date-fields";
import { EMPTY_PATCH_MESSAGE, hasSomeField } from "./patch";
import { storableString } from "./text-fields";
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CTA_TYPES, DEFAULT_CAMPAIGN_TYPE, DEFAULT_EXPIRATION_DAYS, EXPIRATION_DAY_CHOICES } from "../constants";
import { normalizeCtaUrl } from "../website";
import { importContactsSchema } from "./contact";

export const CAMPAIGN_MESSAGES = {
  nameRequired: "Campaign name is required",
  wizardNameRequired: "Please enter a campaign name",
  frameworkRequired: "Please select a framework",
  endBeforeStart: "End date cannot be before start date",
  frameworkNotFound: "Framework not found",
  offeringNotFound: "Featured offering not found: choose one of your offerings",
  notFound: "Campaign not found",
  invalidDate: "Enter a valid date",
} as const;

export const WIZARD_STEPS = ["Campaign Details", "Framework Selection", "Contact Import", "Personalization", "Review & Save"] as const;
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** Spec 5: the contact fields a microsite may be personalized with (plus the job title); all on by default. */
export const PERSONALIZATION_FIELDS = ["firstName", "lastName", "company", "industry", "context", "domain", "title"] as const;
export type PersonalizationField = (typeof PERSONALIZATION_FIELDS)[number];

const optionalDate = z.union([z.literal("").transform(() => null), isoDateString(CAMPAIGN_MESSAGES.invalidDate)]).nullable().optional();

const ctaUrl = storableString()
  .max(2048, "The CTA URL is too long")
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const result = normalizeCtaUrl(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }
    return result.url || null;
  });

const optionalText = (max: number) =>
  storableString()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const personalizationSettingsSchema = z.object({
  // Spec 5: AI personalization is always on, whatever the request says.
  useAI: z.boolean().optional().transform(() => true as const),
  fields: z.array(z.enum(PERSONALIZATION_FIELDS)).transform((fields) => [...new Set(fields)]),
});

/** Only these keys are kept: spec 3 says expirationDays and cta are removed before saving (so is anything unknown). */
export const campaignSettingsSchema = z.object({ trackingEnabled: z.boolean().optional(), autoFollowUp: z.boolean().optional() });

export const campaignDataSchema = z.object({
  currentStep: z.number().int().min(1).max(WIZARD_STEP_COUNT).optional(),
  uploadedFileName: storableString().trim().max(255).nullable().optional(),
});

/** Every field a campaign form can send, without cross-field rules (so it can be picked and made partial). */
export const campaignFieldsSchema = z.object({
  name: storableString({ error: CAMPAIGN_MESSAGES.nameRequired }).trim().min(1, CAMPAIGN_MESSAGES.nameRequired).max(200, "Campaign name must be at most 200 characters"),
  description: optionalText(2000),
  campaign_type: z.enum(CAMPAIGN_TYPES, { error: "Choose a campaign type" }).default(DEFAULT_CAMPAIGN_TYPE),
  expiration_days: z.literal(EXPIRATION_DAY_CHOICES, { error: "Choose 7, 14, 30, 60 or 90 days" }).default(DEFAULT_EXPIRATION_DAYS),
  framework_id: z.uuid(CAMPAIGN_MESSAGES.frameworkRequired).nullable().optional(),
  /** The offering every page features; null lets the writer pick the best fit per contact. */
  featured_offering_id: z.uuid(CAMPAIGN_MESSAGES.offeringNotFound).nullable().optional(),
  personalization_settings: personalizationSettingsSchema.optional(),
  campaign_settings: campaignSettingsSchema.optional(),
  campaign_data: campaignDataSchema.optional(),
  cta_type: z.enum(CTA_TYPES, { error: "Choose a CTA type" }).nullable().optional(),
  cta_url: ctaUrl,
  start_date: optionalDate,
  end_date: optionalDate,
});

/**
 * CTA types whose button promises a destination only the sender knows (a checkout, a store, a sign-up page): they
 * need their own URL. The others fall back to the rep's scheduling link, the brand's website or its email.
 */
export const CTA_TYPES_NEEDING_URL: ReadonlyArray<(typeof CTA_TYPES)[number]> = ["Buy Now", "Shop Now", "Sign Up", "Get Started"];
export const ctaUrlRequiredMessage = (type: string) => `Enter the CTA URL your "${type}" button opens`;

type Cta = { cta_type?: string | null; cta_url?: string | null };

/** The message when the CTA type needs a URL and none is given; null otherwise. */
export function ctaUrlError({ cta_type, cta_url }: Cta): string | null {
  const needsUrl = !!cta_type && (CTA_TYPES_NEEDING_URL as readonly string[]).includes(cta_type);
  return needsUrl && !cta_url ? ctaUrlRequiredMessage(cta_type) : null;
}

const checkCtaUrl = (value: Cta, ctx: z.RefinementCtx) => {
  const message = ctaUrlError(value);
  if (message) ctx.addIssue({ code: "custom", path: ["cta_url"], message });
};

type DateRange = { start_date?: string | null; end_date?: string | null };

/** ISO dates compare as strings; either date may be missing. */
export const isDateRangeValid = ({ start_date, end_date }: DateRange) => !start_date || !end_date || end_date >= start_date;

const checkDateRange = (value: DateRange, ctx: z.RefinementCtx) => {
  if (!isDateRangeValid(value)) ctx.addIssue({ code: "custom", path: ["end_date"], message: CAMPAIGN_MESSAGES.endBeforeStart });
};

/** POST /api/campaigns: the campaign, plus optional contacts imported with it in the same transaction. */
export const campaignCreateSchema = campaignFieldsSchema
  .extend({ contacts: importContactsSchema.shape.contacts.optional() })
  .superRefine(checkDateRange)
  .superRefine(checkCtaUrl);
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

/** PATCH /api/campaigns/:id: any subset; the date order and the CTA rule are checked again against the stored values. */
export const campaignUpdateSchema = campaignFieldsSchema
  .partial()
  .extend({ campaign_type: campaignFieldsSchema.shape.campaign_type.removeDefault().optional(), expiration_days: campaignFieldsSchema.shape.expiration_days.removeDefault().optional() })
  .superRefine(checkDateRange)
  .refine(hasSomeField, EMPTY_PATCH_MESSAGE);
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;

/** Wizard step 1 (Campaign Details): the server's fields with the wizard's own name message. */
export const wizardDetailsSchema = campaignFieldsSchema
  .pick({ description: true, campaign_type: true, expiration_days: true, cta_type: true, cta_url: true, start_date: true, end_date: true })
  .extend({ name: storableString().trim().min(1, CAMPAIGN_MESSAGES.wizardNameRequired).max(200, "Campaign name must be at most 200 characters") })
  .superRefine(checkDateRange)
  .superRefine(checkCtaUrl);

/** Wizard step 2 onwards and Save: a framework must be chosen. */
export const wizardFrameworkSchema = z.object({
  framework_id: storableString({ error: CAMPAIGN_MESSAGES.frameworkRequired }).min(1, CAMPAIGN_MESSAGES.frameworkRequired),
});

export const campaignStatusFilterSchema = z.enum(["all", ...CAMPAIGN_STATUSES]);
export type CampaignStatusFilter = z.infer<typeof campaignStatusFilterSchema>;
