import type { APIRequestContext, Browser } from "@playwright/test";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { CHROMIUM, CTA_URL, DESKTOP_CHROME_UA, launchOneMicrosite } from "../analytics/helpers";
import { expect, signUpViaApi, test } from "../fixtures";

type Launched = Awaited<ReturnType<typeof launchOneMicrosite>>;

/** A prospect opens the page in a real browser, reads past the instant-click mark and clicks the call to action. */
async function visitAndClick(browser: Browser, baseURL: string, slug: string) {
  const context = await browser.newContext({ baseURL });
  const visit = await context.newPage();
  await visit.goto(`/site/${slug}`);
  const openedAt = Date.now();
  await expect(visit.locator("[data-cta]").first()).toBeVisible();
  await expect.poll(() => Date.now() - openedAt).toBeGreaterThan(INSTANT_CLICK_MS);
  await visit.locator("[data-cta]").first().click();
  await visit.waitForURL(`${CTA_URL}**`).catch(() => {});
  await context.close(); // pagehide: the visit's time on page is reported
}

/** The visit is stored as a counted human visit with its time on page (what the deletion used to trip over). */
async function expectVisitStored(request: APIRequestContext, site: Launched) {
  const contactId = ((await (await request.get(`/api/campaigns/${site.campaign.id}`)).json()) as { contacts: Array<{ id: string }> }).contacts[0].id;
  await expect
    .poll(async () => ((await (await request.get(`/api/contacts/${contactId}/timeline`)).json()) as { visits: Array<{ seconds: number; clicked: string | null }> }).visits[0] ?? null, { timeout: 30_000 })
    .toMatchObject({ clicked: "Book Now", seconds: expect.any(Number) });
  return contactId;
}

const pageStatus = async (request: APIRequestContext, slug: string) => (await request.get(`/site/${slug}`, { headers: { "user-agent": DESKTOP_CHROME_UA } })).status();

test("after a real browser visit, deleting the page, the contact, the campaign and the account succeed and the pages stop", async ({ page, user: _owner, baseURL, playwright }) => {
  const prospect = await playwright.chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", `--user-agent=${DESKTOP_CHROME_UA}`] });
  const request = page.request;
  const viewed = async (req: APIRequestContext, lastName: string) => {
    const site = await launchOneMicrosite(req, { first_name: "Ada", last_name: lastName, company: "Acme", email: `ada.${lastName.toLowerCase()}@acme.example` });
    await visitAndClick(prospect, baseURL!, site.microsite.slug);
    return { site, contactId: await expectVisitStored(req, site) };
  };

  const page1 = await viewed(request, "Page");
  expect((await request.delete(`/api/microsites/${page1.site.microsite.id}`)).status()).toBe(204);
  await expect.poll(() => pageStatus(request, page1.site.microsite.slug)).toBe(404);

  const contact = await viewed(request, "Contact");
  expect((await request.delete(`/api/contacts/${contact.contactId}`)).status()).toBe(204);
  await expect.poll(() => pageStatus(request, contact.site.microsite.slug)).toBe(404);
  expect((await request.get(`/api/contacts/${contact.contactId}/timeline`)).status()).toBe(404);

  const campaign = await viewed(request, "Campaign");
  expect((await request.delete(`/api/campaigns/${campaign.site.campaign.id}`)).status()).toBe(204);
  await expect.poll(() => pageStatus(request, campaign.site.microsite.slug)).toBe(404);

  const leaving = await playwright.request.newContext({ baseURL });
  const rep = await signUpViaApi(leaving);
  const account = await viewed(leaving, "Account");
  expect((await leaving.delete("/api/account", { data: { confirm: rep.email } })).status()).toBe(204);
  await expect.poll(() => pageStatus(request, account.site.microsite.slug)).toBe(404);

  await leaving.dispose();
  await prospect.close();
});
