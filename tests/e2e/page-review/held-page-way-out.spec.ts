import type { APIRequestContext, Page } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { saveBrandViaApi } from "../expiry/helpers";
import { expect, test } from "../fixtures";
import { contact, micrositeRow, toastWith } from "../launch/helpers";
import { joinViaApi, newPerson, snapBoth, snapElement } from "../workspaces/helpers";

/**
 * A framework that prohibits two prospects' company names. The page prints the company itself ("Prepared for …"),
 * so both pages are held whatever the writer says; the built-in writer never uses a prohibited term in its copy.
 */
async function strictFramework(request: APIRequestContext) {
  const input = buildFrameworkInput({ name: "Strict words" });
  input.content_constraints = { ...input.content_constraints, prohibitedTerms: ["Quillfeather", "Cobol"] };
  const res = await request.post("/api/frameworks", { data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; content_constraints: Record<string, unknown> };
}

/** The rep opens a held page's copy editor from its reason's line and changes its headline. */
async function editHeadline(page: Page, name: string, headline: string) {
  await page.getByTestId("microsite-error").filter({ hasText: name }).getByRole("button", { name: `Edit copy of ${name}'s held page` }).click();
  const editor = page.getByRole("dialog", { name: "Edit copy" });
  await expect(editor).toContainText("held by its quality checks. Saving checks it again");
  const field = editor.getByLabel("Headline", { exact: true });
  await expect(field).not.toHaveValue("");
  await field.fill(headline);
  return editor;
}

/**
 * Issue 24 item 4: every held page has a way out. A held page shows its reason in the campaign view; the rep edits its
 * copy there and it goes live; an admin publishes another one anyway, past a check a framework may lower, with a
 * reason that then shows on its quality report. A member is never offered the override.
 */
test("a held page shows its reason, the rep edits it live, and an admin publishes another anyway with a reason", async ({ page, browser, baseURL, user: _admin }) => {
  await saveBrandViaApi(page.request, "Ledgerly");
  const framework = await strictFramework(page.request);
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });
  const created = await rep.context.request.post("/api/campaigns", {
    data: {
      name: "Spring renewals",
      framework_id: framework.id,
      contacts: [contact("Grace", "Hopper", "Cobol Works", "Software", "Renewal due in May"), contact("Alan", "Kay", "Quillfeather Labs", "Software", "Met at the spring trade show")],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string };
  const launched = await rep.context.request.post("/api/launch-campaign", { data: { campaignId: campaign.id } });
  expect(launched.status(), await launched.text()).toBe(202);
  await expect
    .poll(async () => ((await (await rep.context.request.get(`/api/campaigns/${campaign.id}`)).json()) as { microsites: Array<{ status: string }> }).microsites.map((m) => m.status), { timeout: 120_000 })
    .toEqual(["error", "error"]);

  // The rep sees why each page is held, and its way out: edit the copy (a member is not offered the override).
  await rep.page.goto(`/campaigns/${campaign.id}/view`);
  const graceNote = rep.page.getByTestId("microsite-error").filter({ hasText: "Grace Hopper" });
  await expect(graceNote).toContainText("Quality check failed: No prohibited terms: The page uses “Cobol”");
  await expect(graceNote.getByRole("button", { name: "Edit copy of Grace Hopper's held page" })).toBeVisible();
  await expect(rep.page.getByRole("button", { name: /Publish anyway/ })).toHaveCount(0);
  // Held is not an error: the row says "Held", and the panel counts the pages as held with no "Retry failed".
  const graceStatus = micrositeRow(rep.page, "Grace Hopper").locator('td[data-label="Status"]');
  await expect(graceStatus).toHaveText("Held");
  await expect(micrositeRow(rep.page, "Alan Kay").locator('td[data-label="Status"]')).toHaveText("Held");
  await expect(rep.page.getByTestId("launch-status")).toHaveText("2 pages held by the quality checks");
  await expect(rep.page.getByTestId("launch-panel")).toContainText("0 of 2 pages generated · 2 held.");
  await expect(rep.page.getByRole("button", { name: "Retry failed" })).toHaveCount(0);
  await snapBoth(rep.page, "held-page-rep");
  await snapElement(rep.page, rep.page.getByRole("table", { name: "Microsites" }), "held-page-row");

  // An edit that still fails is kept, and the page stays held with the reason said in the editor.
  let editor = await editHeadline(rep.page, "Grace Hopper", "Grace, a shorter close for your team");
  await editor.getByRole("button", { name: "Save and publish" }).click();
  await expect(editor.getByText("Saved, still held. Quality check failed: No prohibited terms: The page uses “Cobol”")).toBeVisible();
  await snapElement(rep.page, editor, "held-page-still-held");
  await editor.getByRole("button", { name: "Cancel" }).click();

  // Marketing agrees a prospect's own name is fine; the rep's next edit passes the checks again and goes live.
  const lowered = await page.request.patch(`/api/frameworks/${framework.id}`, { data: { content_constraints: { prohibitedTerms: ["Quillfeather"] } } });
  expect(lowered.status(), await lowered.text()).toBe(200);
  editor = await editHeadline(rep.page, "Grace Hopper", "Grace, a faster close for your team");
  await editor.getByRole("button", { name: "Save and publish" }).click();
  await expect(toastWith(rep.page, "Page updated. The public page shows your edit.")).toBeVisible();
  const graceRow = micrositeRow(rep.page, "Grace Hopper");
  await expect(graceRow.getByText("Live", { exact: true })).toBeVisible();
  await expect(rep.page.getByTestId("microsite-error").filter({ hasText: "Grace Hopper" })).toHaveCount(0);
  await expect(rep.page.getByTestId("launch-status")).toHaveText("1 page held by the quality checks");
  await expect(rep.page.getByTestId("launch-panel")).toContainText("1 of 2 pages generated · 1 live · 1 held.");
  const slug = (await graceRow.getByTestId("microsite-slug").innerText()).trim();
  const live = await rep.page.request.get(`/site/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("Grace, a faster close for your team");

  // The admin publishes Alan's page anyway: the reason is required, then kept on the page's report.
  await page.goto(`/campaigns/${campaign.id}/view`);
  const alanNote = page.getByTestId("microsite-error").filter({ hasText: "Alan Kay" });
  await expect(alanNote).toContainText("No prohibited terms: The page uses “Quillfeather”");
  await snapBoth(page, "held-page-admin");
  await alanNote.getByRole("button", { name: "Publish anyway: Alan Kay's page" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish anyway" });
  await expect(dialog.getByTestId("overridden-checks")).toContainText("No prohibited terms");
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(dialog.getByText("Say why the page is published anyway: the reason is kept on its quality report")).toBeVisible();
  await dialog.getByLabel("Why is this page fine to publish?").fill("Quillfeather is the prospect's own name; legal agreed");
  await snapElement(page, dialog, "held-page-publish-anyway");
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(toastWith(page, "Published anyway. Your reason is on the page's quality report.")).toBeVisible();
  const alanRow = micrositeRow(page, "Alan Kay");
  await expect(alanRow.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByTestId("launch-status")).toHaveText("All microsites are generated");

  await alanRow.getByRole("button", { name: /^Quality checks for Alan Kay/ }).click();
  const report = page.getByRole("dialog", { name: "Quality checks" });
  const override = report.getByTestId("quality-override");
  await expect(override).toContainText("Published anyway by Riley Morgan");
  await expect(override).toContainText("past No prohibited terms");
  await expect(override).toContainText("Reason: Quillfeather is the prospect's own name; legal agreed");
  await snapElement(page, report, "held-page-override-on-report");
  await rep.context.close();
});
