import { expect, snap, test } from "../fixtures";
import { answerConfirm, createCampaignViaApi, toastWith } from "./helpers";

test("the campaign list searches, filters by status and deletes with a confirm", async ({ page, user: _signedIn }) => {
  await createCampaignViaApi(page.request, { name: "Spring Outreach", description: "Enterprise accounts in EMEA", contacts: [] });
  await createCampaignViaApi(page.request, { name: "Webinar follow up" });
  await createCampaignViaApi(page.request, {
    name: "Retention Q3",
    description: "Customers up for renewal",
    contacts: [
      { email: "a@x.com", first_name: "A", last_name: "B", company: "C", industry: "D", context: "E", domain: "x.com" },
      { email: "b@x.com", first_name: "A", last_name: "B", company: "C", industry: "D", context: "E", domain: "x.com" },
    ],
  });

  await page.goto("/campaigns");
  const cards = page.getByTestId("campaign-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Retention Q3"); // newest first
  await expect(cards.first().getByTestId("campaign-contact-count")).toHaveText("2 contacts");
  await expect(cards.filter({ hasText: "Webinar follow up" })).toContainText("No description provided");
  await expect(cards.filter({ hasText: "Webinar follow up" }).getByTestId("campaign-status")).toHaveText("Draft");
  await snap(page, "campaigns-10-list");

  await page.getByLabel("Search campaigns").fill("emea");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Spring Outreach");
  await page.getByLabel("Search campaigns").fill("");
  await page.getByLabel("Filter by status").selectOption("live");
  await expect(page.getByText("No campaigns found")).toBeVisible();
  await snap(page, "campaigns-11-list-no-match");
  await page.getByLabel("Filter by status").selectOption("draft");
  await expect(cards).toHaveCount(3);
  // Filter and sort live in the URL: a reload keeps them.
  await page.getByLabel("Sort campaigns").selectOption({ label: "Name A–Z" });
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).toHaveURL(/sort=name/);
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("draft");
  await expect(cards.first()).toContainText("Retention Q3");
  await expect(cards.last()).toContainText("Webinar follow up");
  await expect(page.getByTestId("pager-range")).toHaveText("1–3 of 3");

  await cards.filter({ hasText: "Spring Outreach" }).getByRole("link", { name: "View" }).click();
  // The card's own heading has the same name: wait for the view's URL, or goBack may leave the app.
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+\/view$/);
  await expect(page.getByRole("heading", { name: "Spring Outreach" })).toBeVisible();
  await page.goBack();

  await page.getByRole("button", { name: "Delete Webinar follow up" }).click();
  await answerConfirm(page, "Are you sure you want to delete this campaign?", "No");
  await expect(cards).toHaveCount(3);
  await page.getByRole("button", { name: "Delete Webinar follow up" }).click();
  await answerConfirm(page, "Are you sure you want to delete this campaign?", "Yes");
  await expect(toastWith(page, "Campaign deleted")).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
});

test("the campaign view deletes with the detail confirm, and a missing campaign says so", async ({ page, user: _signedIn }) => {
  const campaign = await createCampaignViaApi(page.request, { name: "Short lived" });
  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(page.getByRole("heading", { name: "Short lived" })).toBeVisible();
  await expect(page.getByText("No description provided")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Are you sure you want to delete this campaign? This will permanently delete all associated microsites.", "Yes");
  await expect(toastWith(page, "Campaign deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByText("No campaigns yet")).toBeVisible();

  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
  await snap(page, "campaigns-12-not-found");
  await page.getByRole("link", { name: "Back to Campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);

  await page.goto("/campaigns/not-a-real-id/edit");
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
});

test("another user's campaign is not found", async ({ page, browser }) => {
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const { signUpViaApi } = await import("../fixtures");
  await signUpViaApi(owner.request);
  const theirs = await createCampaignViaApi(owner.request, { name: "Private plans" });
  await owner.close();

  await signUpViaApi(page.request);
  await page.goto(`/campaigns/${theirs.id}/view`);
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
  await page.goto("/campaigns");
  await expect(page.getByText("No campaigns yet")).toBeVisible();
});

test("a server fault or a lost connection shows the spec's load errors, and Retry recovers", async ({ page, user: _signedIn }) => {
  const campaign = await createCampaignViaApi(page.request, { name: "Flaky network" });
  // The view asks for the campaign with a query (?microsites_limit=0): match the path with or without one.
  const campaignRequest = new RegExp(`/api/campaigns/${campaign.id}(\\?|$)`);
  await page.route(campaignRequest, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "upstream timeout" }) }));
  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(page.getByRole("heading", { name: "Failed to load campaign" })).toBeVisible();
  await page.unroute(campaignRequest);

  let offline = true;
  await page.route("**/api/contacts?**", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
  await page.goto("/contacts");
  await expect(page.getByText("Error loading contacts: Failed to fetch contacts")).toBeVisible();
  offline = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Error loading contacts")).toHaveCount(0);
});
