import type { Browser, Page } from "@playwright/test";
import { GATE_TEXT, SMTP_REQUIRED_REASON } from "@/shared/schemas/access";
import { launchCampaignEnding } from "../expiry/helpers";
import { expect, test } from "../fixtures";
import { micrositeRow, toastWith } from "../launch/helpers";
import { snapElement } from "../workspaces/helpers";

const people = [
  { first_name: "Ada", last_name: "Lovelace", company: "Acme", email: "ada@acme.com" },
  { first_name: "Ben", last_name: "Okafor", company: "Acme", email: "ben@acme.com" },
];

/** The row's menu, then "Access…": the page's own access dialog. */
async function openPageAccess(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Access…" }).click();
  const dialog = page.getByRole("dialog", { name: "Page access" });
  await expect(dialog).toContainText(`Who can open ${name}'s page`);
  return dialog;
}

/** A prospect who was never admitted anywhere: a browser of their own, no cookies. */
async function visit(browser: Browser, baseURL: string | undefined, slug: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/site/${slug}`);
  return { context, page };
}

/**
 * Issue 27 item 1: access is set per campaign and per page, the page's overriding it. In an open campaign the rep
 * gives one page a passcode from its row: that page asks for it, the campaign's other page stays open; back to the
 * campaign default, the page is open again. The row shows while a page has a setting of its own.
 */
test("a page's own passcode overrides its open campaign, and back to the campaign default it opens again", async ({ page, browser, baseURL, user: _rep }) => {
  const { campaign, microsites } = await launchCampaignEnding(page.request, "Open renewals", 30, people);
  const slugOf = (first: string) => microsites.find((m) => m.first_name === first)!.slug;
  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(micrositeRow(page, "Ada Lovelace").getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByTestId("page-access-override")).toHaveCount(0);

  let dialog = await openPageAccess(page, "Ada Lovelace");
  const mode = dialog.getByLabel("Who can open this page");
  await expect(mode).toHaveValue("campaign");
  await expect(mode.locator("option:checked")).toHaveText("Campaign default (Open — anyone with the link)");
  // This server sends no email: verified email is shown, disabled, with the reason.
  await expect(mode.locator('option[value="verified"]')).toBeDisabled();
  await expect(dialog).toContainText(SMTP_REQUIRED_REASON);

  // A passcode needs one: saving without it says so and changes nothing.
  await mode.selectOption("passcode");
  await dialog.getByRole("button", { name: "Save access" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Set a passcode of at least 4 characters");
  await dialog.getByLabel("Passcode", { exact: true }).fill("harbor-42");
  await snapElement(page, dialog, "page-access-dialog");
  await dialog.getByRole("button", { name: "Save access" }).click();
  await expect(toastWith(page, "Page access saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mark = micrositeRow(page, "Ada Lovelace").getByTestId("page-access-override");
  await expect(mark).toHaveAttribute("title", "Own access: Passcode. Overrides the campaign's setting.");
  await expect(micrositeRow(page, "Ben Okafor").getByTestId("page-access-override")).toHaveCount(0);
  await snapElement(page, page.getByRole("table", { name: "Microsites" }), "page-access-override-row");

  // The prospect of that page meets the passcode gate; the campaign's other page stays open.
  const ada = await visit(browser, baseURL, slugOf("Ada"));
  await expect(ada.page.getByRole("heading", { name: GATE_TEXT.title })).toBeVisible();
  await expect(ada.page.getByText(GATE_TEXT.passcodeIntro)).toBeVisible();
  await ada.page.getByLabel(GATE_TEXT.passcodeLabel).fill("harbor-42");
  await ada.page.getByRole("button", { name: GATE_TEXT.continue }).click();
  await expect(ada.page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
  await expect(ada.page.locator("body")).toContainText("Ada");
  await ada.context.close();
  const ben = await visit(browser, baseURL, slugOf("Ben"));
  await expect(ben.page.locator("body")).toContainText("Ben");
  await expect(ben.page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
  await ben.context.close();

  // The dialog reads the page's own setting back (the passcode never is), and goes back to the campaign default.
  dialog = await openPageAccess(page, "Ada Lovelace");
  await expect(dialog.getByLabel("Who can open this page")).toHaveValue("passcode");
  await expect(dialog.getByLabel("New passcode (blank keeps the current one)")).toHaveValue("");
  await dialog.getByLabel("Who can open this page").selectOption("campaign");
  await dialog.getByRole("button", { name: "Save access" }).click();
  await expect(toastWith(page, "The page follows the campaign's access again")).toBeVisible();
  await expect(page.getByTestId("page-access-override")).toHaveCount(0);

  const again = await visit(browser, baseURL, slugOf("Ada"));
  await expect(again.page.locator("body")).toContainText("Ada");
  await expect(again.page.getByRole("heading", { name: GATE_TEXT.title })).toHaveCount(0);
  await again.context.close();
});
