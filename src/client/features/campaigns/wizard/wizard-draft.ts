import { DEFAULT_CAMPAIGN_TYPE, DEFAULT_EXPIRATION_DAYS } from "@/shared/constants";
import {
  PERSONALIZATION_FIELDS,
  WIZARD_STEP_COUNT,
  wizardDetailsSchema,
  wizardFrameworkSchema,
  type CampaignUpdateInput,
  type PersonalizationField,
} from "@/shared/schemas/campaign";
import type { ColumnMapping } from "@/shared/csv/column-mapping";
import type { RejectedRow } from "@/shared/csv/import-mapped-rows";
import type { CsvTable } from "@/shared/csv/read-csv-table";
import type { ContactRow } from "@/shared/schemas/contact";
import type { CampaignDetail } from "../api/get-campaign";

/** What the wizard edits. Text inputs hold strings; empty strings become null when saved. */
export type WizardDraft = {
  name: string;
  description: string;
  campaign_type: string;
  expiration_days: number;
  cta_type: string;
  cta_url: string;
  start_date: string;
  end_date: string;
  framework_id: string;
  fields: PersonalizationField[];
  /** The pinned offering's id; "" lets the writer choose the best fit for each contact. */
  featured_offering_id: string;
  /** Valid rows of the uploaded CSV (replaced by the next upload). */
  csvContacts: ContactRow[];
  /** Contacts added by hand. */
  manualContacts: ContactRow[];
  uploadedFileName: string | null;
  /** The uploaded file as read, kept so a changed column mapping reads it again. */
  csvTable: CsvTable | null;
  /** Which file column feeds each contact column. */
  csvMapping: ColumnMapping | null;
  /** Each row of the uploaded file that was skipped, with its values (fixable in place) and message. */
  csvRejected: RejectedRow[];
  /** Lower-cased emails of valid rows whose domain was taken from the email. */
  csvDerivedDomains: string[];
};

export type FieldErrors = Partial<Record<string, string>>;

export const emptyDraft = (): WizardDraft => ({
  name: "",
  description: "",
  campaign_type: DEFAULT_CAMPAIGN_TYPE,
  expiration_days: DEFAULT_EXPIRATION_DAYS,
  cta_type: "",
  cta_url: "",
  start_date: "",
  end_date: "",
  framework_id: "",
  fields: [...PERSONALIZATION_FIELDS],
  featured_offering_id: "",
  csvContacts: [],
  manualContacts: [],
  uploadedFileName: null,
  csvTable: null,
  csvMapping: null,
  csvRejected: [],
  csvDerivedDomains: [],
});

/** The wizard opened on a saved campaign: its fields, nothing new to import yet. */
export function draftFromCampaign(campaign: CampaignDetail): WizardDraft {
  const fields = campaign.personalization_settings?.fields?.filter((f): f is PersonalizationField => (PERSONALIZATION_FIELDS as readonly string[]).includes(f));
  return {
    ...emptyDraft(),
    name: campaign.name,
    description: campaign.description ?? "",
    campaign_type: campaign.campaign_type,
    expiration_days: campaign.expiration_days,
    cta_type: campaign.cta_type ?? "",
    cta_url: campaign.cta_url ?? "",
    start_date: campaign.start_date ?? "",
    end_date: campaign.end_date ?? "",
    framework_id: campaign.framework_id ?? "",
    fields: fields ?? [...PERSONALIZATION_FIELDS],
    featured_offering_id: campaign.featured_offering_id ?? "",
    uploadedFileName: campaign.campaign_data?.uploadedFileName ?? null,
  };
}

/** The step the wizard reopens at: the saved progress (campaign_data.currentStep), within 1..5. */
export const savedStep = (campaign: CampaignDetail | undefined) => Math.min(Math.max(campaign?.campaign_data?.currentStep ?? 1, 1), WIZARD_STEP_COUNT);

export const newContactsOf = (draft: WizardDraft) => [...draft.csvContacts, ...draft.manualContacts];

/** Campaign fields for POST/PATCH; the server validates them again with the same schema. */
export function campaignPayload(draft: WizardDraft, currentStep: number): CampaignUpdateInput & { name: string } {
  return {
    name: draft.name,
    description: draft.description,
    campaign_type: draft.campaign_type as CampaignUpdateInput["campaign_type"],
    expiration_days: draft.expiration_days as CampaignUpdateInput["expiration_days"],
    cta_type: (draft.cta_type || null) as CampaignUpdateInput["cta_type"],
    cta_url: draft.cta_url,
    start_date: draft.start_date || null,
    end_date: draft.end_date || null,
    framework_id: draft.framework_id || null,
    personalization_settings: { useAI: true, fields: draft.fields },
    featured_offering_id: draft.featured_offering_id || null,
    campaign_data: { currentStep, uploadedFileName: draft.uploadedFileName },
  };
}

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Spec 2: Next only when the step validates. Steps 3 and 4 have nothing that can be wrong. */
export function validateStep(step: number, draft: WizardDraft): FieldErrors {
  if (step === 1) {
    const result = wizardDetailsSchema.safeParse({ ...draft, cta_type: draft.cta_type || null });
    return result.success ? {} : errorsOf(result.error.issues);
  }
  if (step === 2) {
    const result = wizardFrameworkSchema.safeParse({ framework_id: draft.framework_id });
    return result.success ? {} : errorsOf(result.error.issues);
  }
  return {};
}

/** The first step (1..upTo) that does not validate, with its errors; null when all pass. */
export function firstInvalidStep(draft: WizardDraft, upTo: number): { step: number; errors: FieldErrors } | null {
  for (let step = 1; step <= upTo; step += 1) {
    const errors = validateStep(step, draft);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}
