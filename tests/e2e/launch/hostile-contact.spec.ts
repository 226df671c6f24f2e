import { expect, snap, test } from "../fixtures";
import { contact, launchAndWait, micrositeRow, seedCampaign } from "./helpers";

test.describe.configure({ timeout: 300_000 }); // the generation queue is shared with parallel specs

const SCRIPT_NAME = "<script>alert(1)</script>";

test("a contact named <script>alert(1)</script> is plain text in the app and on its microsite", async ({ page, context, user: _user }) => {
  const dialogs: string[] = [];
  context.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const campaign = await seedCampaign(page.request, "Hostile names", [
    contact("Safe", "Person", "Fine Co", "Software", "Control row"),
    { ...contact("Mallory", "Script", "Evil Corp", "Security", "<img src=x onerror=alert(2)>"), first_name: SCRIPT_NAME, last_name: "Hacker" },
  ]);
  await page.goto(`/campaigns/${campaign.id}/view`);
  await launchAndWait(page);
  const row = micrositeRow(page, "Hacker");
  await expect(row.getByText(`${SCRIPT_NAME} Hacker`)).toBeVisible();
  await expect(row.getByText("Live", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Actions for ${SCRIPT_NAME} Hacker` }).click();
  const [site] = await Promise.all([context.waitForEvent("page"), page.getByRole("menuitem", { name: "Open page" }).click()]);
  await site.waitForURL(/\/site-preview\//);
  await expect(site.locator("main").getByText(SCRIPT_NAME, { exact: false }).first()).toBeVisible();
  // Nothing the contact wrote became markup: no injected element, no handler, no dialog.
  expect(await site.locator("main script, main img[onerror]").count()).toBe(0);
  expect(await site.locator("script").count()).toBe(0); // the owner's preview carries not even the page's own tracker
  await snap(site, "launch-10-hostile-microsite");
  await site.close();
  expect(dialogs).toEqual([]);
});
