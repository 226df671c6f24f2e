import { expect, test } from "../fixtures";
import { confirmLaunch, contact, seedCampaign, toastWith } from "./helpers";

// The server side of both faults runs in `npm run faults` (a real tmpfs, real kill -9) and the API tests; here the
// browser gets the server's exact answers, to check what the rep is shown.
const DISK_FULL = "The data disk is almost full: 180 MB free";

test("a launch refused on a nearly full data disk says how much space is left", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Full disk", [contact("Ada", "Lovelace", "Analytical Engines", "Software", "Reports")]);
  await page.route("**/api/launch-campaign", async (route) => {
    const body = route.request().postDataJSON() as { dryRun?: boolean };
    if (body.dryRun) return route.continue();
    await route.fulfill({ status: 507, contentType: "application/json", body: JSON.stringify({ error: DISK_FULL }) });
  });
  await page.goto(`/campaigns/${campaign.id}/view`);
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  await expect(toastWith(page, DISK_FULL)).toBeVisible();
  await expect(page.getByTestId("launch-panel")).toContainText(DISK_FULL);
});

test("while pages of a dead worker are taken over, the launch panel says it is recovering them", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Recovering", [
    contact("Ada", "Lovelace", "Analytical Engines", "Software", "Reports"),
    contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Booth"),
    contact("Alan", "Turing", "Bletchley", "Software", "Codes"),
  ]);
  let recovering = true;
  await page.route("**/api/campaign-status**", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    // The real run, seen while a worker takes over two pages of one that died.
    const shown = recovering && answer.run_id ? { ...answer, status: "running", processed: 1, remaining: 2, percent: 33, etaMs: null, recovering: 2 } : answer;
    await route.fulfill({ response, json: shown });
  });
  await page.goto(`/campaigns/${campaign.id}/view`);
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  const note = page.getByTestId("launch-recovering");
  await expect(note).toHaveText("A worker stopped: recovering 2 pages");
  recovering = false;
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 60_000 });
  await expect(note).toHaveCount(0);
});
