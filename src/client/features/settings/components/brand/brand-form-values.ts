import type { BrandProfile } from "@/client/features/settings/api/get-brand-profile";

/** What the form edits: plain strings (blank = not given); the shared schema turns them into the saved shape. */
export type BrandFormValues = {
  company_name: string;
  tagline: string;
  mission: string;
  vision: string;
  industry: string;
  website: string;
  values: string;
  ideal_customer: string;
  contact_email: string;
  contact_phone: string;
  social_links: { linkedin: string; facebook: string; twitter: string };
  logo_url: string | null;
};

export function toBrandFormValues(profile: BrandProfile | null): BrandFormValues {
  return {
    company_name: profile?.company_name ?? "",
    tagline: profile?.tagline ?? "",
    mission: profile?.mission ?? "",
    vision: profile?.vision ?? "",
    industry: profile?.industry ?? "",
    website: profile?.website ?? "",
    values: profile?.values ?? "",
    ideal_customer: profile?.ideal_customer ?? "",
    contact_email: profile?.contact_email ?? "",
    contact_phone: profile?.contact_phone ?? "",
    social_links: {
      linkedin: profile?.social_links.linkedin ?? "",
      facebook: profile?.social_links.facebook ?? "",
      twitter: profile?.social_links.twitter ?? "",
    },
    logo_url: profile?.logo_url ?? null,
  };
}
