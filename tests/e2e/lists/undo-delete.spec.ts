import type { APIRequestContext } from "@playwright/test";
import { expect, snap, test } from "../fixtures";
import { contact, seedCampaign, toastWith } from "../launch/helpers";

type ListedContact = { id: string; email: string; campaigns: Array<{ id: string; name: string }> };
const listContacts = async (request: APIRequestContext) => (await (await request.get("/api/contacts")).json()) as ListedContact[];

// The undo window is a timer of the page: the test stops the page's clock instead of racing it.
const UNDO_WINDOW_MS = 5_000;

test("a deleted contact comes back with its campaign links on Undo; without Undo the delete reaches the server when the window ends", async ({ page, user: _user }) => {
  const ada = contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about reports");
  const campaign = await seedCampaign(page.request, "Autumn Outreach", [ada, contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Met at a booth")]);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contacts");
  const rows = page.getByTestId("contact-row");
  await expect(rows).toHaveCount(2);

  // The confirmation is a dialog: focus moves into it (to No), Escape answers No and gives focus back.
  const deleteAda = rows.filter({ hasText: "Ada Lovelace" }).getByRole("button", { name: "Delete Ada Lovelace" });
  await deleteAda.click();
  const dialog = page.getByRole("alertdialog", { name: /^Are you sure you want to delete this contact\?/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "No" })).toBeFocused();
  await snap(page, "lists-5-confirm-dialog-1440");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteAda).toBeFocused();
  await expect(rows).toHaveCount(2);

  // From here the page's timers stand still: the undo window cannot run out while the test clicks.
  await page.clock.pauseAt(Date.now() + 1_000);
  await deleteAda.click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(rows).toHaveCount(1);
  const deleted = toastWith(page, "Contact deleted");
  await expect(deleted.getByRole("button", { name: "Undo" })).toBeVisible();
  await snap(page, "lists-5-undo-toast-1440");
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(rows).toHaveCount(2);
  await expect(toastWith(page, "Contact restored")).toBeVisible();
  const restored = (await listContacts(page.request)).find((c) => c.email === ada.email);
  expect(restored?.campaigns).toEqual([{ id: campaign.id, name: "Autumn Outreach" }]);

  // No Undo: nothing is sent until the window ends, then the delete is.
  await page.setViewportSize({ width: 390, height: 844 });
  await deleteAda.click();
  await snap(page, "lists-5-confirm-dialog-390");
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(rows).toHaveCount(1);
  await snap(page, "lists-5-undo-toast-390");
  expect((await listContacts(page.request)).map((c) => c.email)).toContain(ada.email);
  await page.clock.runFor(UNDO_WINDOW_MS);
  await expect.poll(async () => (await listContacts(page.request)).map((c) => c.email)).not.toContain(ada.email);
  await page.clock.resume();
  await expect(rows).toHaveCount(1);

  // Leaving the page within the window sends the delete at once: a reload does not bring the contact back.
  await rows.getByRole("button", { name: "Delete Grace Hopper" }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(rows).toHaveCount(0);
  await page.reload();
  await expect.poll(async () => (await listContacts(page.request)).length).toBe(0);
  await expect(page.getByText("No contacts yet")).toBeVisible();
});

test("Ctrl-K jumps to a page, a campaign or a contact", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Winter Launch", [contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Met at a booth")]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: /Go to/ })).toBeVisible();
  const search = page.getByRole("combobox", { name: "Go to a page, campaign or contact" });

  await page.keyboard.press("Control+k");
  await expect(search).toBeFocused();
  await search.fill("winter");
  await expect(page.getByRole("option", { name: /Winter Launch/ })).toHaveAttribute("aria-selected", "true");
  await snap(page, "lists-5-command-menu-1440");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/view$`));

  await page.keyboard.press("Control+k");
  await search.fill("hopper");
  await page.getByRole("option", { name: /Grace Hopper/ }).click();
  await expect(page).toHaveURL(/\/contacts\?q=grace\.hopper/);
  await expect(page.getByTestId("contact-row")).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: /Go to/ }).click();
  await search.fill("analy");
  await expect(page.getByRole("option")).toHaveCount(1);
  await snap(page, "lists-5-command-menu-390");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/analytics$/);
});
