import { PERSONALIZATION_FIELDS, type PersonalizationField } from "@/shared/schemas/campaign";
import type { FrameworkView } from "./framework-view";

/** `title` is the contact's job title; like the other fields, absent when empty or not selected. */
export type ContactView = Partial<Record<PersonalizationField | "title", string>>;

/** A customer story from the sender's brand profile: the only source of figures and quotes a page may show. */
export type ProofPointView = {
  id: string;
  customer: string;
  industry: string;
  /** The outcome's figure as written by the sender, e.g. "62%" or "3 days". */
  figure: string;
  /** What the figure measures, e.g. "less time spent approving invoices". */
  outcome: string;
  quote: string;
  author: string;
  authorTitle: string;
};

export type FaqView = { id: string; question: string; answer: string };

/** The rep who owns the campaign, shown beside the closing call to action. */
export type RepView = {
  name: string;
  title: string;
  email: string;
  /** A served path (/storage/...) or null. */
  photoUrl: string | null;
  /** An http(s) scheduling link (Calendly, HubSpot meetings, ...) or null. */
  schedulingUrl: string | null;
};

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
  proofPoints: ProofPointView[];
  faqs: FaqView[];
};

export type OfferingView = {
  id: string;
  name: string;
  type: string;
  description: string;
  price: number | null;
  currency: string | null;
  unitType: string | null;
  requiresQuote: boolean;
  /** Short outcomes the offering delivers, in the sender's words (may hold the sender's own figures). */
  outcomes: string[];
};

export type CampaignView = {
  name: string;
  description: string;
  type: string;
  ctaType: string;
  ctaUrl: string;
  /** The offering the campaign pins for every page; null lets the writer choose the best fit per contact. */
  featuredOfferingId: string | null;
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
  rep: RepView | null;
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
