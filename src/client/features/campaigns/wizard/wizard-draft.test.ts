import { describe, expect, it } from "vitest";
import { campaignUpdateSchema } from "@/shared/schemas/campaign";
import { contactRow } from "@/shared/test/contact-factory";
import type { CampaignDetail } from "../api/get-campaign";
import { campaignPayload, draftFromCampaign, emptyDraft, firstInvalidStep, newContactsOf, savedStep, validateStep } from "./wizard-draft";

const draft = (overrides = {}) => ({ ...emptyDraft(), ...overrides });

describe("wizard draft", () => {
  it("starts with the spec defaults: marketing campaign, 30 days, every personalization field on", () => {
    expect(emptyDraft()).toMatchObject({
      campaign_type: "marketing campaign",
      expiration_days: 30,
      fields: ["firstName", "lastName", "company", "industry", "context", "domain", "title"],
    });
  });

  it("step 1 needs a name, a safe CTA URL and ordered dates", () => {
    expect(validateStep(1, draft())).toEqual({ name: "Please enter a campaign name" });
    expect(validateStep(1, draft({ name: "x", cta_url: "javascript:alert(1)" }))).toEqual({ cta_url: "Only http and https links are allowed" });
    expect(validateStep(1, draft({ name: "x", start_date: "2026-02-02", end_date: "2026-02-01" }))).toEqual({ end_date: "End date cannot be before start date" });
    expect(validateStep(1, draft({ name: "x", cta_url: "acme.com", cta_type: "Book Now" }))).toEqual({});
  });

  it("step 2 needs a framework; steps 3 and 4 always pass", () => {
    expect(validateStep(2, draft())).toEqual({ framework_id: "Please select a framework" });
    expect(validateStep(2, draft({ framework_id: "f1" }))).toEqual({});
    expect(validateStep(3, draft())).toEqual({});
    expect(validateStep(4, draft({ fields: [] }))).toEqual({});
  });

  it("finds the first step that does not validate", () => {
    expect(firstInvalidStep(draft(), 5)?.step).toBe(1);
    expect(firstInvalidStep(draft({ name: "x" }), 5)?.step).toBe(2);
    expect(firstInvalidStep(draft({ name: "x" }), 1)).toBeNull();
    expect(firstInvalidStep(draft({ name: "x", framework_id: "f1" }), 5)).toBeNull();
  });

  it("builds a payload the server's schema accepts, with AI on and the progress kept", () => {
    const payload = campaignPayload(draft({ name: "Q3", framework_id: "0b7f6a5e-3c1d-4e2f-8a9b-1c2d3e4f5a6b", uploadedFileName: "leads.csv" }), 5);
    expect(payload).toMatchObject({
      name: "Q3",
      cta_type: null,
      start_date: null,
      end_date: null,
      personalization_settings: { useAI: true },
      campaign_data: { currentStep: 5, uploadedFileName: "leads.csv" },
    });
    expect(campaignUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it("reopens a saved campaign with its values at its saved step", () => {
    const saved = {
      id: "c1",
      name: "Saved",
      description: null,
      campaign_type: "retention",
      expiration_days: 60,
      cta_type: "Sign Up",
      cta_url: "https://acme.com/",
      start_date: "2026-01-01",
      end_date: null,
      framework_id: "f1",
      personalization_settings: { useAI: true, fields: ["company", "bogus"] },
      campaign_data: { currentStep: 9, uploadedFileName: "old.csv" },
    } as unknown as CampaignDetail;
    expect(draftFromCampaign(saved)).toMatchObject({ name: "Saved", description: "", end_date: "", fields: ["company"], uploadedFileName: "old.csv", csvContacts: [] });
    expect(savedStep(saved)).toBe(5);
    expect(savedStep(undefined)).toBe(1);
  });

  it("imports the CSV rows and the ones added by hand", () => {
    expect(newContactsOf(draft({ csvContacts: [contactRow(1)], manualContacts: [contactRow(2)] })).map((c) => c.email)).toEqual([
      "person1@example.com",
      "person2@example.com",
    ]);
  });
});
