import { CHROMIUM, DESKTOP_CHROME_UA, launchOneMicrosite } from "../analytics/helpers";
import { expect, snap, test } from "../fixtures";

type Engagement = { totals: { views: number } };

// Issue 13 item 3: the open campaign view and dashboard show a prospect's view within seconds, with no reload.
test("a prospect's view shows on the open campaign view and dashboard without a reload", async ({ page, context, user: _owner, baseURL, playwright }) => {
  const { campaign, microsite } = await launchOneMicrosite(page.request, { first_name: "Dana", last_name: "Cruz", company: "Globex", email: "dana@globex.example" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/campaigns/${campaign.id}/view`);
  const views = page.getByTestId("campaign-engagement-Views");
  await expect(views).toHaveText("0");
  const dashboard = await context.newPage();
  await dashboard.setViewportSize({ width: 390, height: 844 });
  await dashboard.goto("/");
  await expect(dashboard.getByTestId("stat-Total Microsites")).toBeVisible();
  await expect(dashboard.getByTestId("activity-item").filter({ hasText: "Microsite first viewed" })).toHaveCount(0);
  let reloads = 0;
  page.on("framenavigated", (frame) => (frame === page.mainFrame() ? (reloads += 1) : undefined));

  // The prospect opens the link in a real browser and reads.
  const prospectBrowser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", `--user-agent=${DESKTOP_CHROME_UA}`] });
  const visit = await (await prospectBrowser.newContext({ baseURL })).newPage();
  await visit.goto(`/site/${microsite.slug}`);
  const openedAt = Date.now();

  // Measured, not asserted: when the server had the view, and when the open page showed it.
  const stored = expect
    .poll(async () => ((await (await page.request.get(`/api/campaigns/${campaign.id}/engagement`)).json()) as Engagement).totals.views, { intervals: [100] })
    .toBe(1)
    .then(() => Date.now());
  await expect(views).toHaveText("1");
  const shownAt = Date.now();
  await expect(page.getByTestId("microsite-row").first().getByTestId("engagement-views")).toHaveText("1");
  const storedAt = await stored;
  console.log(`live engagement: view stored ${storedAt - openedAt} ms after the prospect opened the page; the open campaign view showed it ${Math.max(0, shownAt - storedAt)} ms later (${shownAt - openedAt} ms in all)`);
  expect(reloads).toBe(0);
  await snap(page, "lists-3-live-view-1440");

  await expect(dashboard.getByTestId("activity-item").filter({ hasText: "Microsite first viewed" })).toBeVisible();
  await snap(dashboard, "lists-3-live-dashboard-390");
  await prospectBrowser.close();
});
