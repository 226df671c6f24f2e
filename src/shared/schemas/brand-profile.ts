import { z } from "zod";
import { httpUrlSchema, optionalHttpUrlSchema } from "../web-url";
import { optionalText, requiredText, storableString } from "./text-fields";

// Spec 5 (Brand profile): the messages below are contract, shown verbatim by the form and the API.
export const BRAND_MESSAGES = {
  companyName: "Company name is required",
  mission: "Mission is required",
  vision: "Vision is required",
  tagline: "Tagline is required",
  industry: "Industry is required",
  url: "Invalid URL",
  email: "Invalid email address",
  phone: "Phone number is required",
  unauthenticated: "User must be authenticated to save profile",
  saved: "Profile saved",
  saveFailed: "Failed to save profile",
  saveBrandFailed: "Failed to save brand profile",
  loadFailed: "Failed to load brand profile",
} as const;

export const SOCIAL_NETWORKS = ["linkedin", "facebook", "twitter"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialLinksSchema = z
  .object({
    linkedin: optionalHttpUrlSchema(BRAND_MESSAGES.url),
    facebook: optionalHttpUrlSchema(BRAND_MESSAGES.url),
    twitter: optionalHttpUrlSchema(BRAND_MESSAGES.url),
  })
  .nullish()
  // Only the links that were given are kept, so `{}` means "no social links".
  .transform((links) => Object.fromEntries(Object.entries(links ?? {}).filter(([, url]) => !!url)) as Partial<Record<SocialNetwork, string>>);

/** One schema for the Brand Profile form and PUT /api/brand-profile. */
export const brandProfileSchema = z.object({
  company_name: requiredText(BRAND_MESSAGES.companyName, "Company name", 200),
  tagline: requiredText(BRAND_MESSAGES.tagline, "Tagline", 300),
  mission: requiredText(BRAND_MESSAGES.mission, "Mission", 2000),
  vision: requiredText(BRAND_MESSAGES.vision, "Vision", 2000),
  industry: requiredText(BRAND_MESSAGES.industry, "Industry", 120),
  website: httpUrlSchema(BRAND_MESSAGES.url),
  values: optionalText("Values", 2000),
  ideal_customer: optionalText("Ideal customer", 2000),
  social_links: socialLinksSchema,
  contact_email: storableString(BRAND_MESSAGES.email).trim().max(254, BRAND_MESSAGES.email).pipe(z.email(BRAND_MESSAGES.email)),
  contact_phone: requiredText(BRAND_MESSAGES.phone, "Phone number", 40),
  // The server accepts only a path of the owner's own upload in the brand-logos bucket.
  logo_url: storableString()
    .trim()
    .max(1024, "Logo address is too long")
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type BrandProfileInput = z.input<typeof brandProfileSchema>;
export type BrandProfileValues = z.output<typeof brandProfileSchema>;

