import { describe, expect, it } from "vitest";
import { campaignCreateSchema, campaignUpdateSchema, wizardDetailsSchema, wizardFrameworkSchema } from "./campaign";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("campaignCreateSchema (server)", () => {
  it("fills the spec defaults", () => {
    const data = campaignCreateSchema.parse({ name: "  Q3 push  " });
    expect(data).toMatchObject({ name: "Q3 push", campaign_type: "marketing campaign", expiration_days: 30 });
  });

  it("requires a name with the server message", () => {
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "   " }))).toBe("Campaign name is required");
    expect(firstMessage(campaignCreateSchema.safeParse({}))).toBe("Campaign name is required");
  });

  it("drops expirationDays, cta and unknown keys from campaign_settings", () => {
    const data = campaignCreateSchema.parse({
      name: "x",
      campaign_settings: { trackingEnabled: true, autoFollowUp: false, expirationDays: 30, cta: { type: "Buy Now" }, evil: 1 },
    });
    expect(data.campaign_settings).toEqual({ trackingEnabled: true, autoFollowUp: false });
  });

  it("keeps AI personalization on and removes repeated fields", () => {
    const data = campaignCreateSchema.parse({ name: "x", personalization_settings: { useAI: false, fields: ["company", "company", "domain"] } });
    expect(data.personalization_settings).toEqual({ useAI: true, fields: ["company", "domain"] });
  });

  it("normalizes the CTA URL and refuses script schemes", () => {
    expect(campaignCreateSchema.parse({ name: "x", cta_url: " acme.com/demo " }).cta_url).toBe("https://acme.com/demo");
    expect(campaignCreateSchema.parse({ name: "x", cta_url: "" }).cta_url).toBeNull();
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "x", cta_url: "javascript:alert(1)" }))).toBe("Only http and https links are allowed");
  });

  it("needs a CTA URL for a CTA type whose button promises its own destination", () => {
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "x", cta_type: "Buy Now", cta_url: "" }))).toBe('Enter the CTA URL your "Buy Now" button opens');
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "x", cta_type: "Sign Up" }))).toBe('Enter the CTA URL your "Sign Up" button opens');
    expect(campaignCreateSchema.safeParse({ name: "x", cta_type: "Shop Now", cta_url: "acme.com/shop" }).success).toBe(true);
    // Book Now, Get a Quote and Learn More fall back to the rep's scheduling link, the website or the email.
    expect(campaignCreateSchema.safeParse({ name: "x", cta_type: "Book Now", cta_url: "" }).success).toBe(true);
    const wizard = wizardDetailsSchema.safeParse({ name: "x", cta_type: "Get Started", cta_url: "  " });
    expect(wizard.error?.issues[0]).toMatchObject({ path: ["cta_url"], message: 'Enter the CTA URL your "Get Started" button opens' });
  });

  it("checks the choice lists", () => {
    expect(campaignCreateSchema.safeParse({ name: "x", expiration_days: 45 }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ name: "x", campaign_type: "spam blast" }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ name: "x", cta_type: "Click Here" }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ name: "x", framework_id: "not-a-uuid" }).success).toBe(false);
  });

  it("refuses an end date before the start date and accepts the same day", () => {
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "x", start_date: "2026-05-10", end_date: "2026-05-09" }))).toBe(
      "End date cannot be before start date",
    );
    expect(campaignCreateSchema.safeParse({ name: "x", start_date: "2026-05-10", end_date: "2026-05-10" }).success).toBe(true);
    expect(campaignCreateSchema.parse({ name: "x", start_date: "", end_date: "" })).toMatchObject({ start_date: null, end_date: null });
    expect(firstMessage(campaignCreateSchema.safeParse({ name: "x", start_date: "10/05/2026" }))).toBe("Enter a valid date");
  });
});

describe("featured_offering_id", () => {
  it("is an offering id or null, and absent leaves it untouched", () => {
    const id = "3f1c2b9e-8a4d-4c3b-9f2e-1a2b3c4d5e6f";
    expect(campaignUpdateSchema.parse({ featured_offering_id: id })).toEqual({ featured_offering_id: id });
    expect(campaignUpdateSchema.parse({ featured_offering_id: null })).toEqual({ featured_offering_id: null });
    expect(firstMessage(campaignUpdateSchema.safeParse({ featured_offering_id: "best-fit" }))).toBe("Featured offering not found: choose one of your offerings");
  });
});

describe("campaignUpdateSchema", () => {
  it("accepts a partial update without filling defaults", () => {
    expect(campaignUpdateSchema.parse({ description: "new" })).toEqual({ description: "new" });
  });
  it("still refuses a blank name", () => {
    expect(firstMessage(campaignUpdateSchema.safeParse({ name: "" }))).toBe("Campaign name is required");
  });
});

describe("wizard step schemas", () => {
  it("uses the wizard's name message", () => {
    expect(firstMessage(wizardDetailsSchema.safeParse({ name: "" }))).toBe("Please enter a campaign name");
  });
  it("requires a framework", () => {
    expect(firstMessage(wizardFrameworkSchema.safeParse({ framework_id: "" }))).toBe("Please select a framework");
    expect(firstMessage(wizardFrameworkSchema.safeParse({ framework_id: null }))).toBe("Please select a framework");
  });
});
