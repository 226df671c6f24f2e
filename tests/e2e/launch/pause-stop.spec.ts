import type { Page } from "@playwright/test";
import { expect, snap, test } from "../fixtures";
import { confirmLaunch, contact, seedCampaign, toastWith } from "./helpers";

// Big enough that the built-in writer is still busy when the buttons are clicked: it writes a few hundred pages a
// second, so 6,000 pages leave the clicks 15 s or more (1,500 left about 3 s after Resume, which a loaded machine's
// browser could miss). Both the writer and the browser slow down together under load, so the margin holds there too.
const COUNT = 6000;

async function runStatus(page: Page, campaignId: string) {
  const res = await page.request.get(`/api/campaign-status?campaignId=${campaignId}`);
  return (await res.json()) as { status: string; processed: number; total: number; generating: number };
}

test("a long launch is paused, resumed, stopped and relaunched from the panel, generating only what is missing", async ({ page, user: _user }) => {
  test.setTimeout(180_000);
  const contacts = Array.from({ length: COUNT }, (_, i) => contact(`Sam${i}`, `Lee${i}`, `Harbor ${i}`, ["Logistics", "Finance", "Retail"][i % 3], `Lead ${i}`));
  const campaign = await seedCampaign(page.request, "Big launch", contacts);
  await page.goto(`/campaigns/${campaign.id}/view`);
  const status = page.getByTestId("launch-status");

  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  await expect(status).toHaveText(new RegExp(`^Launching campaign \\(\\d+/${COUNT}\\)`));
  await snap(page, "launch-30-big-running");
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(toastWith(page, "Campaign paused. Resume the launch at any time.")).toBeVisible();
  await expect(page.getByTestId("campaign-status")).toHaveText("Paused");
  await expect(status).toHaveText("Launch paused");
  await expect(page.getByTestId("launch-progress")).toHaveCount(0);
  // Paused means no new pages are claimed: once the pages in hand are written, the count stands still (the
  // resumed run below has exactly the rest to do).
  await expect.poll(async () => (await runStatus(page, campaign.id)).generating, { timeout: 120_000 }).toBe(0);
  const pausedAt = await runStatus(page, campaign.id);
  expect(pausedAt).toMatchObject({ status: "paused", generating: 0 });
  expect(pausedAt.processed).toBeLessThan(COUNT);
  await snap(page, "launch-31-big-paused");

  await page.getByRole("button", { name: "Resume launch" }).click();
  await expect(status).toHaveText(new RegExp(`^Launching campaign \\(\\d+/${COUNT - pausedAt.processed}\\)`));
  await page.getByRole("button", { name: "Stop" }).click();
  const confirm = page.locator('[data-toast-type="confirm"]');
  await expect(confirm).toContainText("Stop this launch?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(toastWith(page, "Campaign stopped")).toBeVisible();
  await expect(page.getByTestId("campaign-status")).toHaveText("Completed");
  await expect(status).toHaveText(/microsites? not generated yet$/);
  await snap(page, "launch-32-big-stopped");

  // Relaunch picks up only what is missing.
  expect((await runStatus(page, campaign.id)).status).toBe("cancelled");
  await page.getByRole("button", { name: "Relaunch" }).click();
  await confirmLaunch(page);
  await expect(status).toHaveText(/^(Launching campaign \(\d+\/\d+\)|Campaign launch complete)/);
  const relaunched = await runStatus(page, campaign.id);
  expect(relaunched.total).toBeGreaterThan(0);
  expect(relaunched.total).toBeLessThanOrEqual(COUNT - pausedAt.processed);
  // The relaunch may already have finished on a fast machine, so the clean-up stop (which keeps this test from
  // filling the shared queue) goes through the API rather than racing the panel's Stop button.
  expect((await page.request.post(`/api/campaigns/${campaign.id}/stop`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("campaign-status")).toHaveText("Completed");
});
