import type { APIRequestContext } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { toastWith } from "../campaigns/helpers";
import { contact, micrositeRow } from "../launch/helpers";
import { expect, snap, test } from "../fixtures";
import { joinViaApi, newPerson } from "./helpers";

/** A framework whose pages wait for review, as marketing would save it. */
async function reviewedFramework(request: APIRequestContext) {
  const input = buildFrameworkInput({ name: "Reviewed Look" });
  input.content_constraints.legalCompliance = { ...input.content_constraints.legalCompliance, requiresLegalReview: true };
  const res = await request.post("/api/frameworks", { data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test("an admin rejects one held page with a comment the rep reads, and approves the other", async ({ page, browser, baseURL, user: _admin }) => {
  const framework = await reviewedFramework(page.request);
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });
  const created = await rep.context.request.post("/api/campaigns", {
    data: {
      name: "Pat's renewals",
      framework_id: framework.id,
      contacts: [contact("Ada", "Lovelace", "Analytical Engines", "Software", "Renewal due"), contact("Alan", "Turing", "Bletchley Retail", "Retail", "Wants fewer abandoned carts")],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string };
  expect((await rep.context.request.post("/api/launch-campaign", { data: { campaignId: campaign.id } })).status()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get("/api/approvals/count")).json()) as { count: number }).count, { timeout: 120_000 })
    .toBe(2);

  await page.goto("/approvals");
  const group = page.getByRole("region", { name: "Pat's renewals" });
  await group.getByRole("checkbox", { name: "Select Ada Lovelace" }).click();
  await expect(page.getByTestId("approval-selection")).toHaveText("1 of 2 selected");
  await page.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject 1 page" });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Say why the pages are rejected: the rep sees your comment")).toBeVisible();
  await dialog.getByLabel("Comment for the rep").fill("Drop the discount line: legal has not cleared it.");
  await snap(page, "workspaces-07-reject-dialog");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toastWith(page, "1 page rejected; the rep sees your comment")).toBeVisible();
  await expect(group.getByTestId("approval-page")).toHaveCount(1);
  await group.getByRole("checkbox", { name: "Select all pages of Pat's renewals" }).click();
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(toastWith(page, "1 page approved and published")).toBeVisible();
  await expect(page.getByText("Nothing is awaiting approval.")).toBeVisible();

  // The rep's view: Alan's page is live; Ada's is rejected, with the admin's words under it.
  await rep.page.goto(`/campaigns/${campaign.id}/view`);
  await expect(micrositeRow(rep.page, "Alan Turing").getByText("Live", { exact: true })).toBeVisible();
  await expect(micrositeRow(rep.page, "Ada Lovelace").getByText("Rejected")).toBeVisible();
  await expect(rep.page.getByTestId("microsite-review-comment")).toHaveText(/Drop the discount line: legal has not cleared it\./);
  await expect(rep.page.getByTestId("review-notice")).toContainText("1 page was rejected");
  // The wide table scrolls inside its frame; the page itself never scrolls sideways.
  expect(await rep.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await rep.page.locator("section[aria-labelledby=microsites-heading]").screenshot({ path: "tests/e2e/screenshots/workspaces-08-rep-rejected.png" });
  await rep.context.close();
});
