import type { APIRequestContext } from "@playwright/test";
import { contactRow } from "@/shared/test/contact-factory";
import { createCampaignViaApi, createFrameworkViaApi } from "../campaigns/helpers";
import { expect } from "../fixtures";
import { makePng } from "../settings/make-png";

/** "YYYY-MM-DD" of today (UTC) plus `days`: campaign dates are UTC days. */
export const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The sender's brand: a logo upload and the brand profile, through the API. */
export async function saveBrandViaApi(request: APIRequestContext, companyName: string) {
  const upload = await request.post("/api/uploads/brand-logos", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: makePng(96, 96) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const saved = await request.put("/api/brand-profile", {
    data: {
      company_name: companyName,
      tagline: "Analytics that answer",
      mission: "Make every team data-literate",
      vision: "Decisions backed by data",
      industry: "SaaS",
      website: "https://northwind.example",
      contact_email: "hello@northwind.example",
      contact_phone: "+1 555 0100",
      logo_url: url,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * A campaign launched through the API whose pages end with the campaign's end date (`endInDays` from today, UTC):
 * -1 publishes pages that are already expired, 1 pages expiring within the 3-day warning.
 */
export async function launchCampaignEnding(request: APIRequestContext, name: string, endInDays: number, contacts: Array<{ first_name: string; last_name: string; company: string; email: string }>) {
  const framework = await createFrameworkViaApi(request, `${name} Look`);
  const campaign = await createCampaignViaApi(request, {
    name,
    framework_id: framework.id,
    cta_type: "Book Now",
    cta_url: "https://northwind.example/demo",
    end_date: utcDay(endInDays),
    contacts: contacts.map((c, i) => contactRow(i + 1, c)),
  });
  const launch = await request.post("/api/launch-campaign", { data: { campaignId: campaign.id, campaign_id: campaign.id } });
  expect(launch.status(), await launch.text()).toBe(202);
  await expect.poll(async () => (await (await request.get(`/api/campaign-status?campaignId=${campaign.id}`)).json()).status, { timeout: 60_000 }).toBe("completed");
  const detail = (await (await request.get(`/api/campaigns/${campaign.id}`)).json()) as { microsites: Array<{ id: string; slug: string; status: string; first_name: string }> };
  return { campaign, microsites: detail.microsites };
}
