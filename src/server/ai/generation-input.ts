import type { FrameworkView } from "../render/framework-view";

/** The contact fields a campaign can personalize with (spec 5); all are on by default. */
export const PERSONALIZATION_FIELDS = ["firstName", "lastName", "company", "industry", "context", "domain"] as const;
export type PersonalizationField = (typeof PERSONALIZATION_FIELDS)[number];

export type ContactView = Partial<Record<PersonalizationField, string>>;

export type BrandView = {
  companyName: string;
  tagline: string;
  mission: string;
  values: string;
  industry: string;
  idealCustomer: string;
  website: string;
  contactEmail: string;
  contactPhone: string;
  logoUrl: string | null;
  socialLinks: { linkedin?: string; facebook?: string; twitter?: string };
};

export type OfferingView = {
  name: string;
  type: string;
  description: string;
  price: number | null;
  currency: string | null;
  unitType: string | null;
  requiresQuote: boolean;
};

export type CampaignView = {
  name: string;
  description: string;
  type: string;
  ctaType: string;
  ctaUrl: string;
};

/** Everything a writer needs for one microsite. Contact fields not selected in the campaign are absent. */
export type GenerationInput = {
  /** Stable per microsite, so the built-in writer gives the same page on a retry. */
  seed: string;
  contact: ContactView;
  campaign: CampaignView;
  framework: FrameworkView;
  brand: BrandView | null;
  offerings: OfferingView[];
};

/** Keeps only the selected fields; an empty or missing selection means every field (the spec's default). */
export function selectContactFields(contact: Record<PersonalizationField, string>, selected: unknown): ContactView {
  const wanted = Array.isArray(selected) ? selected.filter((f): f is PersonalizationField => PERSONALIZATION_FIELDS.includes(f)) : [];
  const fields = wanted.length > 0 ? wanted : PERSONALIZATION_FIELDS;
  const view: ContactView = {};
  for (const field of fields) {
    const value = (contact[field] ?? "").trim();
    if (value) view[field] = value.slice(0, 500);
  }
  return view;
}
