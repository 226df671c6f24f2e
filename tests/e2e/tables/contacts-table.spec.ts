import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, snap, test } from "../fixtures";
import { answerConfirm, createCampaignViaApi, toastWith } from "../campaigns/helpers";
import { contact, seedCampaign } from "../launch/helpers";

test.describe.configure({ timeout: 300_000 });

type Listed = { id: string; email: string };
const listAll = async (request: APIRequestContext, query = "") => {
  const res = await request.get(`/api/contacts?limit=500${query}`);
  return { total: Number(res.headers()["x-total-count"]), emails: ((await res.json()) as Listed[]).map((c) => c.email) };
};
const person = (n: number) => contact(`Person${String(n).padStart(2, "0")}`, "Example", `Firm ${n}`, "Software", `Met at event ${n}`);

// Issue 13 item 2: the contacts table a rep works in. Search, sort and page live in the URL; ticked rows span pages;
// the bulk delete names the live pages it takes down and removes exactly the ticked contacts.
test("the contacts table sorts, searches and pages through the URL, ticks across pages, bulk-deletes, exports and adds to a campaign", async ({ page, user: _user }) => {
  const live = await seedCampaign(page.request, "Live Pages", [contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about reports"), contact("Alan", "Turing", "Bletchley", "Research", "Met at a talk")]);
  const started = await page.request.post("/api/launch-campaign", { data: { campaignId: live.id } });
  expect(started.status()).toBe(202);
  const { runId } = (await started.json()) as { runId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/campaign-status?runId=${runId}`)).json()) as { status: string }).status, { timeout: 120_000 })
    .toBe("completed");
  await seedCampaign(page.request, "Bulk Source", Array.from({ length: 58 }, (_, i) => person(i + 1)));
  const target = await createCampaignViaApi(page.request, { name: "Target List" });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contacts");
  const rows = page.getByTestId("contact-row");
  const range = page.getByTestId("pager-range");
  await expect(range).toHaveText("1–50 of 60");

  // Sort by name: in the URL, kept by a reload.
  await page.getByRole("button", { name: "Name" }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText("Ada Lovelace");

  // Search: in the URL after a pause in typing, kept by a reload.
  await page.getByLabel("Search contacts").fill("person0");
  await expect(page).toHaveURL(/[?&]q=person0/);
  await expect(rows).toHaveCount(9);
  await page.reload();
  await expect(page.getByLabel("Search contacts")).toHaveValue("person0");
  await expect(rows).toHaveCount(9);
  await expect(range).toHaveText("1–9 of 9");
  await page.getByLabel("Search contacts").fill("");
  await expect(range).toHaveText("1–50 of 60");

  // Tick Ada (a live page) on page 1, then two rows of page 2 with the keyboard.
  await rows.filter({ hasText: "Ada Lovelace" }).getByRole("checkbox", { name: "Select Ada Lovelace" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(range).toHaveText("51–60 of 60");
  await rows.first().focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("selected-count")).toHaveText("3 contacts selected");
  const pageTwoEmails = [await rows.nth(0).getAttribute("data-email"), await rows.nth(1).getAttribute("data-email")] as string[];
  await snap(page, "tables-contacts-selected-1440");

  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete" }).click();
  const question = "Delete 3 contacts? 1 live microsite will stop working.";
  await answerConfirm(page, question, "Yes");
  await expect(toastWith(page, "3 contacts deleted. 1 live microsite stopped working.")).toBeVisible();
  // The delete is sent when its 5-second undo window ends; the lists then count without the three.
  await expect(range).toHaveText("51–57 of 57");
  const afterDelete = await listAll(page.request);
  expect(afterDelete.total).toBe(57);
  for (const gone of ["ada.lovelace@analyticalengines.example", ...pageTwoEmails]) expect(afterDelete.emails).not.toContain(gone);

  // A new selection across pages: export it, then add it to a campaign.
  await rows.nth(0).getByRole("checkbox").click();
  await page.getByRole("button", { name: "Previous" }).click();
  await rows.filter({ hasText: "Alan Turing" }).getByRole("checkbox").click();
  await expect(page.getByTestId("selected-count")).toHaveText("2 contacts selected");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8").trim().split("\r\n");
  expect(csv[0]).toBe("email,first_name,last_name,company,industry,context,domain,title,campaigns");
  expect(csv).toHaveLength(3);
  expect(csv.some((line) => line.startsWith("alan.turing@bletchley.example,Alan,Turing"))).toBe(true);

  await page.getByRole("button", { name: "Add to a campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to a campaign" });
  await dialog.getByLabel("Campaign").selectOption({ label: "Target List" });
  await snap(page, "tables-contacts-add-to-campaign-1440");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(toastWith(page, "Added 2 contacts to Target List")).toBeVisible();
  await expect(page.getByTestId("selected-count")).toHaveCount(0);
  expect((await listAll(page.request, `&campaignId=${target.id}`)).total).toBe(2);
  await snap(page, "tables-contacts-1440");

  // Phone: cards, with Edit and Delete on each; the edit works there too.
  await page.setViewportSize({ width: 390, height: 844 });
  const alan = rows.filter({ hasText: "Alan Turing" });
  await expect(alan.getByRole("button", { name: "Delete Alan Turing" })).toBeVisible();
  await snap(page, "tables-contacts-390");
  // No header row on a phone: the page's checkbox sits above the cards.
  await page.getByRole("checkbox", { name: "Select all contacts on this page" }).click();
  await expect(page.getByTestId("selected-count")).toHaveText("50 contacts selected");
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Clear" }).click();
  await alan.getByRole("button", { name: "Edit Alan Turing" }).click();
  const editing = page.locator('[data-testid="contact-row"][data-editing="true"]');
  await editing.getByLabel("Company").fill("Bletchley Park");
  await snap(page, "tables-contacts-edit-390");
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(rows.filter({ hasText: "Alan Turing" })).toContainText("Bletchley Park");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
