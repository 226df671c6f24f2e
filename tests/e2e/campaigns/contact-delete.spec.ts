import { expect, snap, test } from "../fixtures";
import { contact, seedCampaign, toastWith } from "../launch/helpers";
import { answerConfirm } from "./helpers";

test.describe.configure({ timeout: 300_000 });

// Issue 15 items 11 and 14: deleting a contact warns about their live page; an empty search shows only its empty state.
test("deleting a contact with a live microsite warns that it will stop working and says it did; one without keeps the plain confirm", async ({ page, user: _user }) => {
  const launched = await seedCampaign(page.request, "Live Pages", [contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about reports")]);
  await seedCampaign(page.request, "Still A Draft", [contact("Carol", "Shaw", "Activision", "Games", "Met at GDC")]);
  const started = await page.request.post("/api/launch-campaign", { data: { campaignId: launched.id } });
  expect(started.status()).toBe(202);
  const { runId } = (await started.json()) as { runId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/campaign-status?runId=${runId}`)).json()) as { status: string }).status, { timeout: 120_000 })
    .toBe("completed");
  const { microsites } = (await (await page.request.get(`/api/campaigns/${launched.id}`)).json()) as { microsites: Array<{ slug: string }> };
  expect((await page.request.get(`/site/${microsites[0].slug}`)).status()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contacts");
  const rows = page.getByTestId("contact-row");
  await expect(rows).toHaveCount(2);

  await rows.filter({ hasText: "Ada Lovelace" }).getByRole("button", { name: "Delete Ada Lovelace" }).click();
  const warning = "Are you sure you want to delete this contact? Their live microsite will stop working.";
  await expect(page.locator('[data-toast-type="confirm"]')).toHaveText(warning + "NoYes");
  await snap(page, "issue15-11-delete-warning-1440");
  await answerConfirm(page, warning, "Yes");
  await expect(toastWith(page, "Contact deleted. Their live microsite stopped working.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect.poll(async () => (await page.request.get(`/site/${microsites[0].slug}`)).status()).toBe(404);

  await page.setViewportSize({ width: 390, height: 844 });
  await rows.filter({ hasText: "Carol Shaw" }).getByRole("button", { name: "Delete Carol Shaw" }).click();
  await expect(page.locator('[data-toast-type="confirm"]')).toHaveText("Are you sure you want to delete this contact?NoYes");
  await snap(page, "issue15-11-delete-plain-390");
  await answerConfirm(page, "Are you sure you want to delete this contact?", "Yes");
  // The first deletion's toast may still show; the newest one is this deletion's plain message.
  await expect(toastWith(page, "Contact deleted").last().locator("p")).toHaveText(/^Contact deleted\.?$/);
});

test("a contact search with no match shows the empty state and no '0 of 0' pager", async ({ page, user: _user }) => {
  await seedCampaign(page.request, "Searchable", [contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Visited our booth")]);
  await page.goto("/contacts");
  await expect(page.getByTestId("pager-range")).toHaveText("1–1 of 1");
  await page.getByLabel("Search contacts").fill("nobody-by-this-name");
  await expect(page.getByText("No contacts found")).toBeVisible();
  await expect(page.getByTestId("pager-range")).toHaveCount(0);
  await expect(page.getByText(/^0 of 0$/)).toHaveCount(0);
  await snap(page, "issue15-14-empty-search-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByLabel("Search contacts").fill("nobody-by-this-name");
  await expect(page.getByText("No contacts found")).toBeVisible();
  await expect(page.getByTestId("pager-range")).toHaveCount(0);
  await snap(page, "issue15-14-empty-search-390");
});
