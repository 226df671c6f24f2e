import type { Browser, BrowserContext, Page } from "@playwright/test";
import { GATE_TEXT, newViewerText } from "@/shared/schemas/access";
import { launchCampaignEnding, saveBrandViaApi } from "../expiry/helpers";
import { expect, signUpViaApi, test } from "../fixtures";
import { startGatedApp } from "./helpers";

type App = Awaited<ReturnType<typeof startGatedApp>>;
type Site = { id: string; slug: string; first_name: string };

const people = ["Ada", "Ben", "Cy", "Dee", "Eve"].map((first) => ({ first_name: first, last_name: "Lovelace", company: "Acme", email: `${first.toLowerCase()}@acme.com`, domain: "acme.com" }));

test.describe.configure({ mode: "serial" });

test.describe("access gates (issue 27)", () => {
  let app: App;
  let owner: BrowserContext;
  const sites = new Map<string, Site>();
  let campaignId = "";

  // Each visitor on a device of their own: a client address of their own (the app trusts the proxy header here), so the
  // rate-limit journey's budget is not everyone's.
  let devices = 0;
  const visitor = (browser: Browser) => browser.newContext({ baseURL: app.baseURL, extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${++devices}` } });
  const gate = (site: Site, mode: Record<string, unknown>) => owner.request.put(`/api/microsites/${site.id}/access`, { data: mode });
  const open = async (page: Page, site: Site) => page.goto(`/site/${site.slug}`);

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    app = await startGatedApp();
    owner = await browser.newContext({ baseURL: app.baseURL });
    await signUpViaApi(owner.request, { firstName: "Grace", lastName: "Hopper" });
    // The gate wears the sender's brand: their logo on it.
    await saveBrandViaApi(owner.request, "Northwind");
    const launched = await launchCampaignEnding(owner.request, "Gated push", 30, people);
    campaignId = launched.campaign.id;
    for (const m of launched.microsites) sites.set(m.first_name, m);
    for (const [name, mode] of [
      ["Ada", { mode: "email" }],
      ["Ben", { mode: "passcode", passcode: "open-sesame" }],
      ["Cy", { mode: "verified" }],
      ["Dee", { mode: "domains", domains: [] }],
    ] as const)
      expect((await gate(sites.get(name)!, mode)).status()).toBe(200);
    expect((await owner.request.put(`/api/campaigns/${campaignId}/access`, { data: { mode: "verified" } })).status()).toBe(200);
  });
  test.afterAll(async () => {
    await owner?.close();
    await app?.close();
  });

  test("email required: a wrong email is refused, a valid one opens the page and keeps it open on this device", async ({ browser }) => {
    const ctx = await visitor(browser);
    const page = await ctx.newPage();
    await open(page, sites.get("Ada")!);
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toBeVisible();
    await expect(page.getByText("Your contact")).toBeVisible();
    await expect(page.getByRole("img", { name: "Northwind" })).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.screenshot({ path: `tests/e2e/screenshots/access-gate-email-${width}.png`, fullPage: true });
    }
    await page.getByLabel(GATE_TEXT.emailLabel).fill("ada@acme");
    await page.getByRole("button", { name: GATE_TEXT.continue }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter a valid email address");
    await page.getByLabel(GATE_TEXT.emailLabel).fill("ada@acme.com");
    await page.getByRole("button", { name: GATE_TEXT.continue }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    await expect(page.locator("body")).toContainText("Ada");
    await page.reload();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    await ctx.close();
  });

  test("passcode: a wrong one is refused, the right one opens; too many tries are rate-limited", async ({ browser }) => {
    const ctx = await visitor(browser);
    const page = await ctx.newPage();
    await open(page, sites.get("Ben")!);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.screenshot({ path: `tests/e2e/screenshots/access-gate-passcode-${width}.png`, fullPage: true });
    }
    await page.getByLabel(GATE_TEXT.passcodeLabel).fill("guess");
    await page.getByRole("button", { name: GATE_TEXT.continue }).click();
    await expect(page.getByRole("alert")).toHaveText(GATE_TEXT.wrongPasscode);
    await page.getByLabel(GATE_TEXT.passcodeLabel).fill("open-sesame");
    await page.getByRole("button", { name: GATE_TEXT.continue }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    // Another device keeps guessing: past the per-address budget it is told to wait.
    const guesser = await visitor(browser);
    const other = await guesser.newPage();
    await open(other, sites.get("Ben")!);
    for (let i = 0; i < 12; i++) {
      await other.getByLabel(GATE_TEXT.passcodeLabel).fill(`nope-${i}`);
      await other.getByRole("button", { name: GATE_TEXT.continue }).click();
      if ((await other.getByRole("alert").textContent()) === GATE_TEXT.tooMany) break;
    }
    await expect(other.getByRole("alert")).toHaveText(GATE_TEXT.tooMany);
    await ctx.close();
    await guesser.close();
  });

  test("verified email: the code from the email opens the page; an expired code is refused", async ({ browser }) => {
    const ctx = await visitor(browser);
    const page = await ctx.newPage();
    await open(page, sites.get("Cy")!);
    await page.getByLabel(GATE_TEXT.emailLabel).fill("cy@acme.com");
    await page.getByRole("button", { name: GATE_TEXT.sendCode }).click();
    await expect(page.getByText(GATE_TEXT.codeIntro("cy@acme.com"))).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.screenshot({ path: `tests/e2e/screenshots/access-gate-code-${width}.png`, fullPage: true });
    }
    const first = await app.codeFor("cy@acme.com");
    // Eleven minutes later (the stored expiry moved back, no waiting): the code no longer works.
    await app.db.query("update access_codes set expires_at = now() - interval '1 minute' where email = 'cy@acme.com'");
    await page.getByLabel(GATE_TEXT.codeLabel).fill(first);
    await page.getByRole("button", { name: GATE_TEXT.verify }).click();
    await expect(page.getByText(GATE_TEXT.codeExpired)).toBeVisible();
    app.smtp.received.length = 0;
    await page.getByRole("button", { name: GATE_TEXT.newCode }).click();
    const fresh = await app.codeFor("cy@acme.com");
    await page.getByLabel(GATE_TEXT.codeLabel).fill(fresh);
    await page.getByRole("button", { name: GATE_TEXT.verify }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    await ctx.close();
  });

  test("allowed domains: someone elsewhere is refused, requests access, the owner admits them with one click", async ({ browser }) => {
    const ctx = await visitor(browser);
    const page = await ctx.newPage();
    await open(page, sites.get("Dee")!);
    await page.getByLabel(GATE_TEXT.emailLabel).fill("sam@elsewhere.org");
    await page.getByRole("button", { name: GATE_TEXT.sendCode }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.refusedTitle })).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.screenshot({ path: `tests/e2e/screenshots/access-gate-refused-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: GATE_TEXT.requestAccess }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.requestSentTitle })).toBeVisible();

    const dashboard = await owner.newPage();
    await dashboard.goto("/");
    // In Recent Activity, and as a toast when it arrives while the dashboard is open.
    await expect(dashboard.getByText("sam@elsewhere.org asked for access to Dee Lovelace (Acme)'s page").first()).toBeVisible();
    await dashboard.getByRole("button", { name: "Admit sam@elsewhere.org" }).click();
    await expect(dashboard.getByText("Admitted")).toBeVisible();
    await dashboard.close();

    await open(page, sites.get("Dee")!);
    await page.getByLabel(GATE_TEXT.emailLabel).fill("sam@elsewhere.org");
    await page.getByRole("button", { name: GATE_TEXT.sendCode }).click();
    await page.getByLabel(GATE_TEXT.codeLabel).fill(await app.codeFor("sam@elsewhere.org"));
    await page.getByRole("button", { name: GATE_TEXT.verify }).click();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    await ctx.close();
  });

  test("the owner's preview opens without the gate", async () => {
    const page = await owner.newPage();
    const { url } = (await (await owner.request.get(`/api/microsites/${sites.get("Ben")!.id}/preview-url`)).json()) as { url: string };
    await page.goto(new URL(url).pathname);
    await expect(page.getByText("Preview — not counted")).toBeVisible();
    await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
    await page.close();
  });

  test("a forwarded link opened by a second verified address: two people at the account, one new-person notice", async ({ browser }) => {
    const eve = sites.get("Eve")!;
    for (const email of ["eve@acme.com", "j.doe@acme.com"]) {
      const ctx = await visitor(browser);
      const page = await ctx.newPage();
      await open(page, eve);
      await page.getByLabel(GATE_TEXT.emailLabel).fill(email);
      await page.getByRole("button", { name: GATE_TEXT.sendCode }).click();
      await page.getByLabel(GATE_TEXT.codeLabel).fill(await app.codeFor(email));
      await page.getByRole("button", { name: GATE_TEXT.verify }).click();
      await expect(page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
      await ctx.close();
    }
    const page = await owner.newPage();
    await page.goto("/accounts/acme.com");
    const eveRows = page.getByTestId("person").filter({ hasText: "Eve Lovelace's page" });
    await expect(eveRows).toHaveCount(2);
    await expect(eveRows.filter({ hasText: "j.doe@acme.com" })).toHaveCount(1);
    await page.goto("/");
    const notice = newViewerText("Acme", "Eve", "j.doe@acme.com");
    await expect(page.getByText(notice).first()).toBeVisible();
    const activity = (await (await owner.request.get("/api/dashboard/activity?limit=50")).json()) as Array<{ description: string }>;
    expect(activity.filter((i) => i.description.startsWith("A new person at"))).toEqual([expect.objectContaining({ description: notice })]);
    await page.screenshot({ path: "tests/e2e/screenshots/access-new-person-dashboard.png", fullPage: true });
    await page.close();
  });
});
