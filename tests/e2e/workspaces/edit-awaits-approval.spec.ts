import type { APIRequestContext } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { contact, micrositeRow, toastWith } from "../launch/helpers";
import { expect, snap, test } from "../fixtures";
import { joinViaApi, newPerson } from "./helpers";

/** A framework whose pages wait for review, as marketing would save it. */
async function reviewedFramework(request: APIRequestContext) {
  const input = buildFrameworkInput({ name: "Legal Look" });
  input.content_constraints.legalCompliance = { ...input.content_constraints.legalCompliance, requiresLegalReview: true };
  const res = await request.post("/api/frameworks", { data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const EDITED = "Grace, your renewals can run themselves";

/** Issue 23 item 7: a member's edit of an approved live page waits beside it; the prospect keeps the approved page until an admin approves. */
test("a member's edit of a live page waits for approval while the public page keeps the approved copy", async ({ page, browser, baseURL, user: _admin }) => {
  const framework = await reviewedFramework(page.request);
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });
  const created = await rep.context.request.post("/api/campaigns", {
    data: { name: "Pat's live renewals", framework_id: framework.id, contacts: [contact("Grace", "Hopper", "Cobol Works", "Software", "Renewal due")] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string };
  expect((await rep.context.request.post("/api/launch-campaign", { data: { campaignId: campaign.id } })).status()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get("/api/approvals/count")).json()) as { count: number }).count, { timeout: 120_000 })
    .toBe(1);
  const [held] = ((await (await page.request.get("/api/approvals")).json()) as Array<{ pages: Array<{ microsite_id: string }> }>)[0].pages;
  expect((await (await page.request.post("/api/approvals/approve", { data: { microsite_ids: [held.microsite_id] } })).json()) as unknown).toEqual({ approved: 1 });

  // The rep edits the approved, live page.
  await rep.page.goto(`/campaigns/${campaign.id}/view`);
  const row = micrositeRow(rep.page, "Grace Hopper");
  const slug = (await row.getByTestId("microsite-slug").innerText()).trim();
  const approvedCopy = await (await rep.page.request.get(`/site/${slug}`)).text();
  await row.getByRole("button", { name: "Edit copy of Grace Hopper's page" }).click();
  const editor = rep.page.getByRole("dialog", { name: "Edit copy" });
  const headline = editor.getByLabel("Headline", { exact: true });
  await expect(headline).not.toHaveValue("");
  await headline.fill(EDITED);
  // The button says what saving does: a member's edit of a page under review is submitted, not published.
  await editor.getByRole("button", { name: "Save and submit for approval" }).click();
  await expect(toastWith(rep.page, "Your edit awaits an admin's approval. The public page is unchanged until then.")).toBeVisible();
  await snap(rep.page, "approvals-edit-awaits-approval");

  // The prospect's link still answers the approved page.
  const meanwhile = await rep.page.request.get(`/site/${slug}`);
  expect(meanwhile.status()).toBe(200);
  expect(await meanwhile.text()).toBe(approvedCopy);

  // The admin previews the edit inside the queue and approves it there.
  await page.goto("/approvals");
  const group = page.getByRole("region", { name: "Pat's live renewals" });
  await expect(group.getByText("Edit of a live page")).toBeVisible();
  await group.getByRole("button", { name: "Preview Grace Hopper's page" }).click();
  const preview = page.getByRole("dialog", { name: "Grace Hopper's page" });
  await expect(preview.frameLocator('[data-testid="approval-preview-frame"]').locator("h1")).toHaveText(EDITED);
  await snap(page, "approvals-preview-in-queue");
  await preview.getByRole("button", { name: "Approve this page" }).click();
  await expect(toastWith(page, "1 page approved and published")).toBeVisible();
  await expect(page.getByText("Nothing is awaiting approval.")).toBeVisible();

  await expect.poll(async () => (await rep.page.request.get(`/site/${slug}`)).text()).toContain(EDITED);
  await rep.context.close();
});
