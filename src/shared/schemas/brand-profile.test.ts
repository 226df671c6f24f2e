import { describe, expect, it } from "vitest";
import { brandProfileSchema } from "./brand-profile";

const valid = {
  company_name: "Acme",
  tagline: "Rockets",
  mission: "Fly",
  vision: "Everywhere",
  industry: "Aerospace & Defense",
  website: "https://acme.com",
  contact_email: "hi@acme.com",
  contact_phone: "+1 555 0100",
};

const messagesFor = (input: Record<string, unknown>) => {
  const result = brandProfileSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("brandProfileSchema (spec 5, Brand profile)", () => {
  it("gives each required field its message when missing or blank", () => {
    const expected = {
      company_name: "Company name is required",
      tagline: "Tagline is required",
      mission: "Mission is required",
      vision: "Vision is required",
      industry: "Industry is required",
      website: "Invalid URL",
      contact_email: "Invalid email address",
      contact_phone: "Phone number is required",
    };
    expect(messagesFor({})).toEqual(expected);
    const blanks = Object.fromEntries(Object.keys(expected).map((k) => [k, "   "]));
    expect(messagesFor(blanks)).toEqual(expected);
  });

  it("accepts a complete profile, trimming text and turning optional blanks into null", () => {
    const parsed = brandProfileSchema.parse({ ...valid, company_name: "  Acme  ", values: "  ", ideal_customer: " CTOs ", logo_url: "" });
    expect(parsed).toMatchObject({ company_name: "Acme", values: null, ideal_customer: "CTOs", logo_url: null, social_links: {} });
  });

  it("requires the website to be an http(s) address, adding https:// to a bare domain", () => {
    expect(brandProfileSchema.parse({ ...valid, website: " acme.com/about " }).website).toBe("https://acme.com/about");
    expect(brandProfileSchema.parse({ ...valid, website: "http://acme.co.uk" }).website).toBe("http://acme.co.uk");
    for (const website of ["not a url", "acme", "javascript:alert(1)", "ftp://acme.com", "https://", "mailto:a@b.com"]) {
      expect(messagesFor({ ...valid, website }), website).toEqual({ website: "Invalid URL" });
    }
  });

  it("treats social links as optional, but checks any that are given", () => {
    const parsed = brandProfileSchema.parse({ ...valid, social_links: { linkedin: "linkedin.com/company/acme", facebook: "", twitter: null } });
    expect(parsed.social_links).toEqual({ linkedin: "https://linkedin.com/company/acme" });
    expect(brandProfileSchema.parse({ ...valid, social_links: null }).social_links).toEqual({});
    expect(messagesFor({ ...valid, social_links: { linkedin: "nope", facebook: "data:text/html,x", twitter: "x.com/acme" } })).toEqual({
      "social_links.linkedin": "Invalid URL",
      "social_links.facebook": "Invalid URL",
    });
  });

  it("checks the contact email", () => {
    for (const contact_email of ["", "hi", "hi@", "@acme.com", "hi at acme.com"]) {
      expect(messagesFor({ ...valid, contact_email }), contact_email).toEqual({ contact_email: "Invalid email address" });
    }
    expect(brandProfileSchema.parse({ ...valid, contact_email: " hi@acme.com " }).contact_email).toBe("hi@acme.com");
  });

  it("keeps values and ideal customer optional", () => {
    expect(messagesFor(valid)).toEqual({});
    expect(brandProfileSchema.parse(valid)).toMatchObject({ values: null, ideal_customer: null, logo_url: null });
  });

  it("caps lengths with a clear message", () => {
    expect(messagesFor({ ...valid, company_name: "x".repeat(201) })).toEqual({ company_name: "Company name must be 200 characters or fewer" });
  });
});
