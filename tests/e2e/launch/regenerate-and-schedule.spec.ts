import { APPROVAL_NOTICES } from "@/shared/approval";
import { addDays, toIsoDate } from "@/shared/analytics";
import { formatCampaignDay } from "@/shared/publication-window";
import { expect, snap, test } from "../fixtures";
import { contact, launchAndWait, micrositeRow, seedCampaign, toastWith } from "./helpers";

test.describe.configure({ timeout: 300_000 });

const CONTACTS = [
  contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about automating weekly reports"),
  contact("Alan", "Turing", "Bletchley Retail", "Retail", "Wants fewer abandoned carts"),
];

declare global {
  interface Window {
    seenToasts?: string[];
  }
}

// Issue 15 item 9: one page's regeneration is not a launch of the campaign.
test("regenerating one microsite shows 'Regenerating {name}'s microsite…' and one result toast, and the launch panel stays out of it", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Regenerate One", CONTACTS);
  await page.goto(`/campaigns/${campaign.id}/view`);
  await launchAndWait(page);
  await expect(toastWith(page, "Campaign launched successfully!")).toBeVisible();
  await expect(page.locator("[data-toast-type]")).toHaveCount(0);

  // From here on, every toast shown and every status look-up by campaign (the launch panel's) is recorded.
  await page.evaluate(() => {
    window.seenToasts = [];
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of m.addedNodes) if (node instanceof HTMLElement && node.matches("[data-toast-type]")) window.seenToasts!.push(node.textContent ?? "");
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const panelLookups: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/campaign-status" && !url.searchParams.get("runId")) panelLookups.push(url.search);
  });

  const ada = micrositeRow(page, "Ada Lovelace");
  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Regenerate" }).click();
  // Issue 23 item 7: a regenerate asks first.
  await page.locator('[data-toast-type="confirm"]').filter({ hasText: "Regenerate Ada Lovelace's microsite?" }).getByRole("button", { name: "Yes" }).click();
  await expect(toastWith(page, "Regenerating Ada Lovelace's microsite…")).toBeVisible();
  await snap(page, "issue15-09-regenerating");
  await expect(toastWith(page, "Ada Lovelace's microsite is regenerated")).toBeVisible({ timeout: 120_000 });
  await expect(ada.getByText("Live", { exact: true })).toBeVisible();

  // The campaign, read again after the regeneration, still reports the finished launch.
  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  const reread = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/campaigns/${campaign.id}` && res.request().method() === "GET");
  await page.getByRole("menuitem", { name: "Refresh" }).click();
  expect(((await (await reread).json()) as { launch_status: string }).launch_status).toBe("completed");
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete");

  const seen = (await page.evaluate(() => window.seenToasts)) ?? [];
  expect(seen[0]).toContain(APPROVAL_NOTICES.regenerateConfirm("Ada Lovelace's microsite"));
  expect(seen.slice(1)).toEqual(["Regenerating Ada Lovelace's microsite…", "Ada Lovelace's microsite is regenerated"]);
  expect(panelLookups).toEqual([]);
});

// Issue 15 item 10: launching before the start date publishes for the start date; expiry never passes the end date.
test("a campaign launched before its start date is generated now, scheduled for the start date, and its view explains start and expiry", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Starts Next Week", CONTACTS);
  const today = toIsoDate(new Date());
  const start = addDays(today, 5);
  const end = addDays(today, 9);
  const patched = await page.request.patch(`/api/campaigns/${campaign.id}`, { data: { start_date: start, end_date: end } });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(page.getByTestId("launch-schedule")).toHaveText(`Launching now generates the pages; they go live on ${formatCampaignDay(start)}.`);
  await expect(page.getByTestId("schedule-start")).toHaveText(
    `Pages go live on ${formatCampaignDay(start)} at 00:00 UTC. They can be generated before, but nobody can open them until then.`,
  );
  // Seeded with 7 expiration days: 7 days after the start falls after the end date, so the end date bounds it.
  await expect(page.getByTestId("schedule-expiry")).toHaveText(
    `Each page expires 7 days after it goes live, and no later than the end of ${formatCampaignDay(end)} (the end date). Extending a page by 7 days can take it past the end date.`,
  );

  await launchAndWait(page);
  await expect(page.getByTestId("launch-schedule")).toHaveText(`Scheduled to go live on ${formatCampaignDay(start)}`);
  await page.reload();
  await expect(page.getByTestId("launch-schedule")).toHaveText(`Scheduled to go live on ${formatCampaignDay(start)}`);
  await snap(page, "issue15-10-scheduled-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "issue15-10-scheduled-390");

  // Generated, but not served before the start date: the public link answers like an unpublished page.
  const ada = micrositeRow(page, "Ada Lovelace");
  await expect(ada.getByText("Live", { exact: true })).toBeVisible();
  await expect(ada.getByTestId("goes-live")).toHaveText(`Live on ${formatCampaignDay(start)}`);
  const slug = await ada.getByRole("button", { name: /^ada-lovelace-/ }).textContent();
  const res = await page.goto(`/site/${slug}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page isn't published yet" })).toBeVisible();
});
