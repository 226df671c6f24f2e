import { expect, test } from "../fixtures";
import { CHROMIUM, DESKTOP_CHROME_UA, launchOneMicrosite } from "./helpers";

test("time on page is reported when the page is hidden, without pagehide (mobile browsers often never fire it)", async ({ page, user: _owner, baseURL, playwright }) => {
  const { microsite } = await launchOneMicrosite(page.request, { first_name: "Mo", last_name: "Bile", company: "Initech", email: "mo@initech.example" });
  const prospectBrowser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", `--user-agent=${DESKTOP_CHROME_UA}`] });
  try {
    const visit = await (await prospectBrowser.newContext({ baseURL })).newPage();
    await visit.goto(`/site/${microsite.slug}`);
    const openedAt = Date.now();
    await expect(visit.locator("[data-cta]").first()).toBeVisible();
    // The page carries its page-load token for its beacons.
    expect(await visit.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).serverTiming.map((e) => e.name))).toContain("pv");
    await expect.poll(() => Date.now() - openedAt).toBeGreaterThan(2000);
    // The user switches apps: the page is hidden, and stays open (no pagehide).
    await visit.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const kpis = async () => ((await (await page.request.get("/api/analytics")).json()) as { kpis: { views: number; avgSessionSeconds: number | null } }).kpis;
    await expect.poll(async () => (await kpis()).avgSessionSeconds, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await kpis()).views, { timeout: 30_000 }).toBe(1);
  } finally {
    await prospectBrowser.close();
  }
});
