import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { expect, snap, test } from "../fixtures";

test("saving with no tone shows 'Select at least one tone' on the Content tab, after the earlier checks in order", async ({ page, user: _user }) => {
  await page.goto("/templates/frameworks/new");
  const save = page.getByRole("button", { name: "Save Framework" });
  await expect(save).toBeDisabled();

  // A name of spaces is blank: Basic tab stays, with the builder's own message.
  await page.getByLabel("Framework name").fill("   ");
  await save.click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a framework name" }).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Basic Info" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Framework name").fill("Half-done framework");
  await save.click();
  await expect(page.getByRole("tab", { name: "Brand Guidelines" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[data-toast-type="error"]').filter({ hasText: "Add at least one color palette" })).toBeVisible();

  await page.getByRole("button", { name: "Add Palette" }).click();
  await save.click();
  await expect(page.locator('[data-toast-type="error"]').filter({ hasText: "Add at least one font combination" })).toBeVisible();

  await page.getByRole("button", { name: "Add Font Combination" }).click();
  await page.getByRole("tab", { name: "Basic Info" }).click();
  await save.click();
  await expect(page.getByRole("tab", { name: "Content Constraints" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[data-toast-type="error"]').filter({ hasText: "Select at least one tone" })).toBeVisible();
  await snap(page, "frameworks-13-no-tone");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "frameworks-13b-no-tone-phone");

  // Nothing was saved.
  const list = await page.request.get("/api/frameworks");
  expect(await list.json()).toEqual([]);
});

test("a bad colour sends the user to its tab; the list filters by search and category", async ({ page, user: _user }) => {
  for (const name of ["Enterprise SaaS", "Retail Push"]) {
    const res = await page.request.post("/api/frameworks", { data: buildFrameworkInput({ name, description: `${name} rules` }) });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto("/templates/frameworks");
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByLabel("Search frameworks").fill("retail");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Retail Push" })).toBeVisible();
  // The search and sort live in the URL: a reload keeps them.
  await expect(page).toHaveURL(/q=retail/);
  await page.reload();
  await expect(page.getByLabel("Search frameworks")).toHaveValue("retail");
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByLabel("Search frameworks").fill("");
  await page.getByLabel("Sort frameworks").selectOption({ label: "Name A–Z" });
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Enterprise SaaS");
  await expect(page.getByTestId("pager-range")).toHaveText("1–2 of 2");
  await page.getByLabel("Category").selectOption("SaaS");
  await expect(page.getByRole("heading", { name: "No frameworks found" })).toBeVisible();
  await page.getByLabel("Category").selectOption("all");
  await expect(page.getByRole("article")).toHaveCount(2);

  // Edit one and break a colour: saving switches to Brand Guidelines with the schema's message.
  await page.getByRole("article", { name: "Retail Push" }).getByRole("link", { name: "Edit" }).click();
  await page.getByRole("tab", { name: "Brand Guidelines" }).click();
  await page.getByRole("group", { name: "Palette 1" }).getByLabel("Text colour", { exact: true }).fill("black");
  await page.getByRole("tab", { name: "Flexibility Rules" }).click();
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(page.getByRole("tab", { name: "Brand Guidelines" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[data-toast-type="error"]').filter({ hasText: "Text colour must be a hex colour like #1A2B3C" })).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByText("You have unsaved changes. Leave without saving?")).toBeVisible();
  await page.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/edit$/);
});

test("the view page says when a framework does not exist", async ({ page, user: _user }) => {
  await page.goto("/templates/frameworks/00000000-0000-4000-8000-000000000000/view");
  await expect(page.getByText("Framework not found")).toBeVisible();
  await snap(page, "frameworks-14-not-found");
});


test("a failed list load shows the spec's error banner, and Retry reloads the page", async ({ page, user: _user }) => {
  const listCall = /\/api\/frameworks(\?.*)?$/;
  await page.route(listCall, (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Database is down" }) }));
  await page.goto("/templates");
  await expect(page.getByText("Error loading frameworks: Database is down")).toBeVisible();
  await snap(page, "frameworks-15-load-error");
  await page.unroute(listCall);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No frameworks yet" })).toBeVisible();
});
