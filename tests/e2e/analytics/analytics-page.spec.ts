import { expect, snap, test } from "../fixtures";
import { createCampaignViaApi } from "../campaigns/helpers";

test("the analytics page: empty state, campaign selector with real campaigns, periods and export link", async ({ page, user: _owner }) => {
  await createCampaignViaApi(page.request, { name: "Spring Webinar" });
  await createCampaignViaApi(page.request, { name: "Enterprise Q3" });
  await page.goto("/analytics");
  await expect(page.getByText("No analytics data available")).toBeVisible();
  await expect(page.getByRole("button", { name: "30d" })).toHaveAttribute("aria-pressed", "true");
  const selector = page.getByLabel("Campaign");
  await expect(selector.locator("option")).toHaveText(["All campaigns", "Enterprise Q3", "Spring Webinar"]);
  await snap(page, "analytics-05-empty");

  await page.getByRole("button", { name: "7d" }).click();
  await expect(page).toHaveURL(/period=7d/);
  await selector.selectOption({ label: "Spring Webinar" });
  await expect(page).toHaveURL(/campaign=[0-9a-f-]{36}/);
  const campaignId = new URL(page.url()).searchParams.get("campaign");
  await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute("href", `/api/analytics/export?period=7d&campaignId=${campaignId}`);
  await page.reload(); // the filters live in the URL
  await expect(page.getByRole("button", { name: "7d" })).toHaveAttribute("aria-pressed", "true");
  await expect(selector).toHaveValue(campaignId!);
  await expect(page.getByText("No analytics data available")).toBeVisible();
});

test("the analytics page shows the error banner with Retry when the API fails", async ({ page, user: _owner }) => {
  let fail = true;
  await page.route("**/api/analytics?**", (route) => (fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Something went wrong." }) }) : route.continue()));
  await page.route("**/api/analytics", (route) => (fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Something went wrong." }) }) : route.continue()));
  await page.goto("/analytics");
  await expect(page.getByRole("alert")).toContainText("Something went wrong.", { timeout: 20_000 });
  await snap(page, "analytics-06-error");
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("No analytics data available")).toBeVisible();
});
