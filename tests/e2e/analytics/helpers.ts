import type { APIRequestContext } from "@playwright/test";
import { contactRow } from "@/shared/test/contact-factory";
import { createCampaignViaApi, createFrameworkViaApi } from "../campaigns/helpers";
import { expect } from "../fixtures";

/** A desktop Chrome user agent. Playwright's headless Chromium says "HeadlessChrome", which the product counts as a bot. */
export const DESKTOP_CHROME_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const CTA_URL = "https://northwind.example/demo";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A framework and a one-contact campaign created and launched through the API; resolves with the published microsite. */
export async function launchOneMicrosite(request: APIRequestContext, contact: { first_name: string; last_name: string; company: string; email: string }) {
  const framework = await createFrameworkViaApi(request, "Northwind Look");
  const campaign = await createCampaignViaApi(request, {
    name: "Q4 Pipeline",
    framework_id: framework.id,
    cta_type: "Book Now",
    cta_url: CTA_URL,
    contacts: [contactRow(1, contact)],
  });
  const launch = await request.post("/api/launch-campaign", { data: { campaignId: campaign.id, campaign_id: campaign.id } });
  expect(launch.status(), await launch.text()).toBe(202);
  await expect
    .poll(async () => (await (await request.get(`/api/campaign-status?campaignId=${campaign.id}`)).json()).status, { timeout: 30_000 })
    .toBe("completed");
  const detail = (await (await request.get(`/api/campaigns/${campaign.id}`)).json()) as { microsites: Array<{ id: string; slug: string; status: string }> };
  expect(detail.microsites[0].status).toBe("completed");
  return { campaign, microsite: detail.microsites[0] };
}
