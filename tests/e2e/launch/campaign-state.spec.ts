import type { APIRequestContext } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { expect, snap, test } from "../fixtures";
import { joinViaApi, newPerson } from "../workspaces/helpers";
import { contact, micrositeRow } from "./helpers";

/** A framework whose pages wait for review. */
async function reviewedFramework(request: APIRequestContext) {
  const input = buildFrameworkInput({ name: "Reviewed, strict" });
  input.content_constraints.legalCompliance = { ...input.content_constraints.legalCompliance, requiresLegalReview: true };
  const res = await request.post("/api/frameworks", { data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test("a campaign with pages awaiting approval says so everywhere, and the admin's dashboard shows the team (issue 23 items 8, 9)", async ({ page, browser, baseURL, user: _admin }) => {
  test.setTimeout(180_000);
  const framework = await reviewedFramework(page.request);
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });
  const created = await rep.context.request.post("/api/campaigns", {
    data: {
      name: "Pat's spring outreach",
      framework_id: framework.id,
      contacts: [
        contact("Ada", "Lovelace", "Analytical Engines", "Software", "Renewal due"),
        contact("Alan", "Turing", "Bletchley Retail", "Retail", "Wants fewer abandoned carts"),
        contact("Zed", "Shaw", "Zyxcorp Holdings", "Software", "Met at a fair"),
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string };
  expect((await rep.context.request.post("/api/launch-campaign", { data: { campaignId: campaign.id } })).status()).toBe(202);
  await expect
    .poll(async () => ((await (await rep.context.request.get(`/api/campaign-status?campaignId=${campaign.id}`)).json()) as { status: string }).status, { timeout: 120_000 })
    .toBe("completed");

  // The rep's view: one count everywhere, the held pages counted and named, and not "Live" (no page is).
  await rep.page.goto(`/campaigns/${campaign.id}/view`);
  await expect(rep.page.getByTestId("campaign-status")).toHaveText("Awaiting approval");
  await expect(rep.page.getByTestId("stat-Generated")).toHaveText("3");
  await expect(rep.page.getByTestId("completion-percent")).toHaveText("100%");
  await expect(rep.page.getByTestId("page-counts")).toHaveText("3 of 3 pages generated · 0 live · 3 awaiting approval");
  const panel = rep.page.getByTestId("launch-panel");
  await expect(panel).toContainText("3 of 3 pages generated · 0 live · 3 awaiting approval.");
  await expect(panel).not.toContainText("Launch failed");
  await expect(micrositeRow(rep.page, "Ada Lovelace").getByText("Awaiting approval", { exact: true })).toBeVisible();
  await snap(rep.page, "launch-campaign-state-awaiting-approval");

  // The admin's dashboard: the team's campaign, its rep named, and the pages waiting for them.
  await page.goto("/");
  const notice = page.getByTestId("awaiting-approval-notice");
  await expect(notice).toHaveText("3 pages await your approval");
  await expect(page.getByTestId("activity-item").filter({ hasText: "Pat's spring outreach" }).filter({ hasNotText: "await your approval" }).first()).toContainText("Rep: Pat Quinn");
  await snap(page, "dashboard-admin-team");
  await notice.click();
  await expect(page).toHaveURL(/\/approvals$/);

  // One approved: the campaign is live, and so is that page's row.
  await page.getByRole("region", { name: "Pat's spring outreach" }).getByRole("checkbox", { name: "Select Ada Lovelace" }).click();
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.locator("[data-toast-type]").filter({ hasText: "1 page approved and published" })).toBeVisible();
  await rep.page.reload();
  await expect(rep.page.getByTestId("campaign-status")).toHaveText("Live");
  await expect(micrositeRow(rep.page, "Ada Lovelace").getByText("Live", { exact: true })).toBeVisible();
  await expect(rep.page.getByTestId("page-counts")).toHaveText("3 of 3 pages generated · 1 live · 2 awaiting approval");
  await page.goto("/");
  await expect(page.getByTestId("awaiting-approval-notice")).toHaveText("2 pages await your approval");
  await rep.context.close();
});
