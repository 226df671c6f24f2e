import { readFile } from "node:fs/promises";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { expect, snap, test } from "../fixtures";
import { CHROMIUM, CTA_URL, DESKTOP_CHROME_UA, launchOneMicrosite } from "./helpers";

test("a prospect's visit shows as 1 view, 1 click and time on page; scanners are filtered; the export has the row", async ({ page, user: _owner, browser, baseURL, playwright }) => {
  const { campaign, microsite } = await launchOneMicrosite(page.request, { first_name: "Dana", last_name: "Cruz", company: "Globex", email: "dana@globex.example" });

  // The prospect opens the link in a real browser, reads for a few seconds, clicks the call-to-action and leaves.
  // Its user agent is set on the browser itself: a per-context override is lost by the beacon sent on pagehide.
  const prospectBrowser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", `--user-agent=${DESKTOP_CHROME_UA}`] });
  const prospect = await prospectBrowser.newContext({ baseURL });
  const visit = await prospect.newPage();
  await visit.goto(`/site/${microsite.slug}`);
  const openedAt = Date.now();
  const cta = visit.locator("[data-cta]").first();
  await expect(cta).toBeVisible();
  await snap(visit, "analytics-01-microsite");
  // A person reads before clicking: a click within INSTANT_CLICK_MS of the page's delivery is counted as a bot's.
  await expect.poll(() => Date.now() - openedAt).toBeGreaterThan(INSTANT_CLICK_MS);
  await cta.click();
  await visit.waitForURL(`${CTA_URL}**`).catch(() => {}); // the CTA leaves for the rep's booking page (unreachable here)
  // The browser stays open until its pagehide beacon is stored (closing it earlier could drop the beacon).
  const kpis = async () => ((await (await page.request.get("/api/analytics")).json()) as { kpis: { views: number; avgSessionSeconds: number | null } }).kpis;
  await expect.poll(async () => (await kpis()).avgSessionSeconds, { timeout: 30_000 }).toBeGreaterThan(0);
  await prospectBrowser.close();

  // An email security scanner (headless browser) opens the same link: counted apart, never as a view.
  const scanner = await browser.newContext({ baseURL });
  await (await scanner.newPage()).goto(`/site/${microsite.slug}`);
  await scanner.close();

  // The view is held a few seconds (a sub-second visit would unmask a scanner) before it is counted.
  await expect.poll(async () => (await kpis()).views, { timeout: 30_000 }).toBe(1);
  await page.goto("/analytics");
  await expect(page.getByTestId("kpi-Views")).toHaveText("1");
  await expect(page.getByTestId("kpi-Clicks")).toHaveText("1");
  await expect(page.getByTestId("kpi-Conversion Rate")).toHaveText("100.0%");
  await expect(page.getByTestId("kpi-Avg. Session Duration")).toHaveText(/^[1-9]\d*s$/);
  await expect(page.getByTestId("bot-note")).toContainText("1 view by bots and link scanners filtered out");
  await expect(page.getByLabel("Campaign")).toContainText("Q4 Pipeline");
  await expect(page.getByTestId("top-page")).toContainText("Dana Cruz");
  await expect(page.getByTestId("analytics-row")).toHaveCount(1);
  await expect(page.getByTestId("performance-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("campaign-chart").locator("svg").first()).toBeVisible();
  await snap(page, "analytics-02-after-visit");

  // Export: the CRM-ready CSV has the prospect with 1 view and 1 click.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pitchsite-engagement-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const [header, row] = csv.trim().split("\r\n");
  expect(header.split(",").slice(0, 3)).toEqual(["First Name", "Last Name", "Email"]);
  const cells = Object.fromEntries(header.split(",").map((h, i) => [h, row.split(",")[i]]));
  expect(cells).toMatchObject({ "First Name": "Dana", "Last Name": "Cruz", Email: "dana@globex.example", Campaign: "Q4 Pipeline", "Microsite Views": "1", "CTA Clicks": "1" });
  expect(Number(cells["Avg Time on Page (s)"])).toBeGreaterThan(0);

  // Campaign view: the microsite row and the campaign totals.
  await page.goto(`/campaigns/${campaign.id}/view`);
  const micrositeRow = page.getByTestId("microsite-row").first();
  await expect(micrositeRow.getByTestId("engagement-views")).toHaveText("1");
  await expect(micrositeRow.getByTestId("engagement-clicks")).toHaveText("1");
  await expect(micrositeRow.getByTestId("engagement-last-viewed")).toHaveText("just now");
  await expect(micrositeRow.getByTestId("engagement-time")).toHaveText(/^[1-9]\d*s$/);
  await expect(page.getByTestId("campaign-engagement-Views")).toHaveText("1");
  await expect(page.getByTestId("campaign-engagement-Clicks")).toHaveText("1");
  await snap(page, "analytics-03-campaign-view");

  // Dashboard: real figures and the prospect's first view and click in Recent Activity.
  await page.goto("/");
  await expect(page.getByTestId("stat-Conversion Rate")).toHaveText("100.0%");
  await expect(page.getByTestId("activity-item").filter({ hasText: "CTA clicked" })).toContainText('Dana Cruz (Globex) clicked "Book Now"');
  await expect(page.getByTestId("activity-item").filter({ hasText: "Microsite first viewed" })).toBeVisible();
  await snap(page, "analytics-04-dashboard");
});
