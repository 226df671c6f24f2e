import type { Page } from "@playwright/test";
import { expiryLabel } from "@/shared/microsite-status";
import { launchCampaignEnding } from "../expiry/helpers";
import { expect, snap, test } from "../fixtures";
import { toastWith } from "../launch/helpers";

const DAY_MS = 86_400_000;
const PAGES = 50;

type Row = { id: string; first_name: string; last_name: string; expires_at: string };

/** Every microsite of the campaign with its expiry, read through the API (not the table). */
async function expiries(page: Page, campaignId: string) {
  const res = await page.request.get(`/api/campaigns/${campaignId}/microsites?limit=200`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Row[] };
  return new Map(items.map((m) => [m.id, m]));
}

const rows = (page: Page) => page.getByTestId("microsite-row");
/** Neither the page nor the table scrolls sideways. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const fits = (el: Element | null) => !el || el.scrollWidth <= el.clientWidth;
    return fits(document.documentElement) && fits(document.querySelector('table[aria-label="Microsites"]')?.parentElement ?? null);
  });

test("a rep ticks 50 microsites across two pages and extends them all by 7 days (issue 13 item 2)", async ({ page, user }) => {
  test.setTimeout(240_000);
  const contacts = Array.from({ length: PAGES }, (_, i) => ({ first_name: `Prospect${String(i + 1).padStart(2, "0")}`, last_name: "Bulk", company: `Acme ${i % 5}`, email: `prospect${i + 1}@acme.example` }));
  const { campaign } = await launchCampaignEnding(page.request, "Bulk extend", 30, contacts);
  const before = await expiries(page, campaign.id);
  expect(before.size).toBe(PAGES);
  expect(user.email).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/campaigns/${campaign.id}/view?size=25`);
  await expect(page.getByTestId("pager-range")).toHaveText("1–25 of 50");
  await expect(rows(page)).toHaveCount(25);

  // Keyboard: the first row is in the Tab order; Down moves to the second, Space ticks it.
  await rows(page).first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(rows(page).nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("selected-count")).toHaveText("1 microsite selected");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("selected-count")).toHaveCount(0);

  // Search and sort live in the URL and survive a reload.
  await page.getByRole("searchbox", { name: "Search microsites" }).fill("Prospect07");
  await expect(page).toHaveURL(/[?&]q=Prospect07/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search microsites" })).toHaveValue("Prospect07");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Prospect07 Bulk");
  await page.goto(`/campaigns/${campaign.id}/view?size=25`);
  await page.getByRole("button", { name: "Company" }).click();
  await expect(page).toHaveURL(/[?&]sort=company/);
  await page.getByRole("button", { name: "Company" }).click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Company" })).toHaveAttribute("aria-sort", "descending");
  await expect(rows(page).first()).toContainText("Acme 4");
  await page.goto(`/campaigns/${campaign.id}/view?size=25`);
  await expect(rows(page)).toHaveCount(25);

  // Tick the page (the header box), then every matching row: 50 across two pages.
  await page.getByTestId("page-tick").click();
  await expect(page.getByTestId("selected-count")).toHaveText("25 microsites selected");
  await page.getByRole("button", { name: "Select all 50 matching" }).click();
  await expect(page.getByTestId("selected-count")).toHaveText("50 microsites selected");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("pager-range")).toHaveText("26–50 of 50");
  await expect(page.getByTestId("page-tick")).toHaveAttribute("data-state", "checked");
  await snap(page, "tables-bulk-selected-1440");
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.getByRole("button", { name: "Extend 7 days" }).click();
  await expect(toastWith(page, "50 microsites extended by 7 days.")).toBeVisible();
  await expect(page.getByTestId("selected-count")).toHaveCount(0);

  // Every expiry moved by exactly 7 days, read back through the API.
  const after = await expiries(page, campaign.id);
  for (const [id, row] of before) expect({ id, moved: Date.parse(after.get(id)!.expires_at) - Date.parse(row.expires_at) }).toEqual({ id, moved: 7 * DAY_MS });
  // ... and the table shows the new expiry.
  const last = rows(page).last();
  const lastRow = [...after.values()].find((m) => m.first_name === "Prospect50")!;
  await expect(last).toContainText("Prospect50 Bulk");
  await expect(last).toContainText(expiryLabel(lastRow.expires_at)!.text);
  await snap(page, "tables-bulk-extended-1440");

  // A phone: rows are cards with every action reachable, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Actions for Prospect26 Bulk" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Timeline of Prospect26 Bulk" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await rows(page).first().getByTestId("row-tick").click();
  await expect(page.getByTestId("selected-count")).toHaveText("1 microsite selected");
  await snap(page, "tables-cards-390");
  // The cards themselves, at the size a phone shows them.
  await rows(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/e2e/screenshots/tables-cards-390-viewport.png" });
});
