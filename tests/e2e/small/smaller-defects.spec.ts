import type { APIRequestContext } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { answerConfirm, inlineError, toastWith } from "../campaigns/helpers";
import { saveBrandViaApi } from "../expiry/helpers";
import { expect, snap, test } from "../fixtures";
import { contact, seedCampaign } from "../launch/helpers";
import { makePng } from "../settings/make-png";
import { joinViaApi, newPerson } from "../workspaces/helpers";

// Issue 23 item 14: the smaller defects a user meets in the app.

type ListedContact = { email: string; campaigns: Array<{ id: string; name: string }> };
const listContacts = async (request: APIRequestContext) => (await (await request.get("/api/contacts")).json()) as ListedContact[];

test("a CTA type that needs its own link is not saved with an empty CTA URL: the wizard says so under the field", async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("Spring store push");
  await page.getByLabel("CTA type").selectOption("Buy Now");
  await expect(page.getByText("Required: where the microsite button leads")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(inlineError(page, 'Enter the CTA URL your "Buy Now" button opens')).toBeVisible();
  await expect(page.getByTestId("wizard-step-label")).toHaveText("Step 1 of 5");
  await expect(page.getByLabel("CTA URL")).toHaveAttribute("aria-invalid", "true");
  await snap(page, "small-cta-url-required-1440");

  await page.getByLabel("CTA URL").fill("shop.acme.example/spring");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("wizard-step-label")).toHaveText("Step 2 of 5");
});

test("a framework's category is chosen in the builder and the list's category filter shows the frameworks of it", async ({ page, user: _user }) => {
  const created = await page.request.post("/api/frameworks", { data: buildFrameworkInput({ name: "Summit Season" }) });
  expect(created.status(), await created.text()).toBe(201);
  const summit = (await created.json()) as { id: string };
  const cloud = await page.request.post("/api/frameworks", { data: buildFrameworkInput({ name: "Cloud Trial", category: "SaaS" }) });
  expect(cloud.status(), await cloud.text()).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/templates/frameworks/${summit.id}/edit`);
  await expect(page.getByLabel("Framework name")).toHaveValue("Summit Season");
  await page.getByLabel("Category", { exact: true }).selectOption("Events");
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(page.getByText("Framework updated successfully!")).toBeVisible();

  await page.goto("/templates");
  const card = (name: string) => page.getByRole("heading", { name });
  await expect(card("Summit Season")).toBeVisible();
  await expect(card("Cloud Trial")).toBeVisible();
  const filter = page.getByRole("combobox", { name: "Category" });
  await filter.selectOption("Events");
  await expect(card("Summit Season")).toBeVisible();
  await expect(card("Cloud Trial")).toHaveCount(0);
  await snap(page, "small-framework-category-filter-1440");
  await filter.selectOption("SaaS");
  await expect(card("Cloud Trial")).toBeVisible();
  await expect(card("Summit Season")).toHaveCount(0);
  await filter.selectOption("Education");
  await expect(page.getByRole("heading", { name: "No frameworks found" })).toBeVisible();
  await filter.selectOption("all");
  await expect(card("Summit Season")).toBeVisible();
  await expect(card("Cloud Trial")).toBeVisible();
});

test("a member's first-run checklist never asks them to create a framework they cannot save", async ({ page, browser, baseURL, user: _admin }) => {
  await saveBrandViaApi(page.request, "Ledgerline");
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });

  // The team has no framework yet: the member is told who makes one, and led to where they will find it.
  await rep.page.goto("/");
  const checklist = rep.page.getByTestId("onboarding-checklist");
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText("Create your first framework")).toHaveCount(0);
  await expect(checklist.getByRole("link", { name: /New framework/ })).toHaveCount(0);
  await expect(rep.page.getByRole("link", { name: "New Framework" })).toHaveCount(0);
  const step = rep.page.getByTestId("onboarding-step-framework");
  await expect(step).toContainText("Ask an admin for your team's first framework");
  await expect(step.getByRole("link", { name: /See frameworks/ })).toHaveAttribute("href", "/templates");
  await snap(rep.page, "small-member-checklist-1440");

  // Once the team has one, the step is not the member's: their next step is their first campaign.
  const framework = await page.request.post("/api/frameworks", { data: buildFrameworkInput({ name: "Team Look" }) });
  expect(framework.status(), await framework.text()).toBe(201);
  await rep.page.reload();
  await expect(checklist).toBeVisible();
  await expect(rep.page.getByTestId("onboarding-step-framework")).toHaveCount(0);
  await expect(rep.page.getByTestId("onboarding-step-brand")).toHaveCount(0);
  await expect(rep.page.getByTestId("onboarding-step-campaign").getByRole("link", { name: /Create campaign/ })).toBeVisible();
  await rep.context.close();
});

test("the uploaded profile photo shows in the top bar, and the initials when it is removed", async ({ page, user: _user }) => {
  const uploaded = await page.request.put("/api/account/photo", { multipart: { file: { name: "me.png", mimeType: "image/png", buffer: makePng(64) } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "User menu" });
  const photo = menu.getByTestId("avatar-photo");
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("src", /^\/storage\/profile-photos\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await snap(page, "small-top-bar-photo-1440");

  // Without a photo: the initials.
  expect((await page.request.delete("/api/account/photo")).status()).toBe(200);
  await page.reload();
  await expect(menu.getByTestId("avatar")).toHaveText("RM");
  await expect(menu.getByTestId("avatar-photo")).toHaveCount(0);
});

test("a bulk contact delete has the single delete's 5-second Undo, and Undo brings every contact back with its campaign", async ({ page, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Autumn Outreach", [
    contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about reports"),
    contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Met at a booth"),
    contact("Alan", "Turing", "Bletchley", "Research", "Met at a talk"),
  ]);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contacts");
  const rows = page.getByTestId("contact-row");
  await expect(rows).toHaveCount(3);
  // From here the page's timers stand still: the undo window cannot run out while the test clicks.
  await page.clock.pauseAt(Date.now() + 1_000);

  const tickAndDelete = async () => {
    await page.getByRole("checkbox", { name: "Select Ada Lovelace" }).click();
    await page.getByRole("checkbox", { name: "Select Grace Hopper" }).click();
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete" }).click();
    await answerConfirm(page, "Delete 2 contacts? No live microsite will stop working.", "Yes");
    await expect(rows).toHaveCount(1);
  };

  await tickAndDelete();
  const deleted = toastWith(page, "2 contacts deleted");
  await expect(deleted.getByRole("button", { name: "Undo" })).toBeVisible();
  await snap(page, "small-bulk-undo-toast-1440");
  expect(await listContacts(page.request)).toHaveLength(3);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(rows).toHaveCount(3);
  await expect(toastWith(page, "2 contacts restored")).toBeVisible();
  await page.clock.runFor(10_000);
  const restored = await listContacts(page.request);
  expect(restored).toHaveLength(3);
  for (const c of restored) expect(c.campaigns).toEqual([{ id: campaign.id, name: "Autumn Outreach" }]);

  // No Undo: the one bulk request is sent when the window ends.
  await tickAndDelete();
  await page.clock.runFor(5_000);
  await expect.poll(async () => (await listContacts(page.request)).map((c) => c.email)).toEqual(["alan.turing@bletchley.example"]);
  await page.clock.resume();
  await expect(rows).toHaveCount(1);
});
