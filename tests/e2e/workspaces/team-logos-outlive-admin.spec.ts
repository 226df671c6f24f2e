import type { APIRequestContext } from "@playwright/test";
import { contactRow } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { CTA_URL } from "../analytics/helpers";
import { createCampaignViaApi } from "../campaigns/helpers";
import { saveBrandViaApi } from "../expiry/helpers";
import { expect, signUpViaApi, test } from "../fixtures";
import { makePng } from "../settings/make-png";

/** The lead's one-contact campaign with the team's framework, launched; resolves with its page. */
async function launchWith(lead: APIRequestContext, frameworkId: string, name: string) {
  const campaign = await createCampaignViaApi(lead, { name, framework_id: frameworkId, cta_type: "Book Now", cta_url: CTA_URL, contacts: [contactRow(1, { email: `${name.replace(/\W/g, "").toLowerCase()}@prospect.example` })] });
  expect((await lead.post("/api/launch-campaign", { data: { campaignId: campaign.id } })).status()).toBe(202);
  await expect.poll(async () => (await (await lead.get(`/api/campaign-status?campaignId=${campaign.id}`)).json()).status, { timeout: 60_000 }).toBe("completed");
  const detail = (await (await lead.get(`/api/campaigns/${campaign.id}`)).json()) as { microsites: Array<{ id: string; slug: string; status: string }> };
  return detail.microsites[0];
}

// Issue 23 item 2: the team's logos belong to the workspace, not to the admin who uploaded them.
test("a former admin's account deletion leaves the team's logo on live pages and new launches pass 'Logo and images load'", async ({ page, user: _lead, baseURL, playwright }) => {
  const lead = page.request;
  const teamId = ((await (await lead.get("/api/workspace")).json()) as { id: string }).id;

  // Ada joins as an admin, uploads the framework logo and the brand logo, and builds the team's framework.
  const ada = await playwright.request.newContext({ baseURL });
  const adaAccount = await signUpViaApi(ada, { firstName: "Ada", lastName: "Admin" });
  const invited = await lead.post("/api/workspace/invitations", { data: { email: adaAccount.email, role: "admin" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { url: string }).url.split("/").at(-1);
  expect((await ada.post(`/api/workspace/invitations/${token}/accept`, { data: {} })).status()).toBe(200);
  expect((await ada.post("/api/workspace/active", { data: { workspaceId: teamId } })).status()).toBe(200);
  const upload = await ada.post("/api/uploads/framework-logos", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: makePng(120, 40) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const logo = (await upload.json()) as { path: string; url: string };
  await saveBrandViaApi(ada, "Ledgerline");
  const framework = await ada.post("/api/frameworks", { data: buildFrameworkInput({ name: "Ledgerline Look", brand_logo: logo.path }) });
  expect(framework.status(), await framework.text()).toBe(201);
  const frameworkId = ((await framework.json()) as { id: string }).id;

  const live = await launchWith(lead, frameworkId, "Before Ada left");

  // Ada leaves the team, then closes her account.
  expect((await ada.delete(`/api/workspace/members/${adaAccount.id}`)).status()).toBe(204);
  expect((await ada.delete("/api/account", { data: { confirm: adaAccount.email } })).status()).toBe(204);
  await ada.dispose();

  // The live page still shows the logo: the image is fetched with 200 and drawn.
  const logoResponse = page.waitForResponse((res) => res.url().endsWith(logo.url));
  await page.goto(`/site/${live.slug}`);
  expect((await logoResponse).status()).toBe(200);
  const image = page.locator(`img[src="${logo.url}"]`).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);

  // A new launch with the same framework publishes, its logo check passing.
  const next = await launchWith(lead, frameworkId, "After Ada left");
  expect(next.status).toBe("completed");
  const { quality } = (await (await lead.get(`/api/microsites/${next.id}/quality`)).json()) as { quality: { checks: Array<{ id: string; passed: boolean }> } };
  expect(quality.checks.find((c) => c.id === "images-resolve")).toMatchObject({ passed: true });
});
