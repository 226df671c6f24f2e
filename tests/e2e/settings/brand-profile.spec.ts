import type { Page } from "@playwright/test";
import { expect, snap, test } from "../fixtures";
import { makePng } from "./make-png";

/** The page must fit the viewport: no sideways scrolling on a laptop-sized screen. */
const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const REQUIRED_MESSAGES = [
  "Company name is required",
  "Tagline is required",
  "Mission is required",
  "Vision is required",
  "Industry is required",
  "Invalid URL",
  "Invalid email address",
  "Phone number is required",
];

test("a new user fills the brand profile, uploads a logo, manages offerings, and finds it all after a reload", async ({ page, user }) => {
  await page.goto("/settings");
  await expect(page.getByTestId("user-full-name")).toHaveText(`${user.firstName} ${user.lastName}`);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("button", { name: /Brand Profile/ }).click();
  await expect(page).toHaveURL(/section=brand/);
  const form = page.getByRole("form", { name: "Brand profile" });

  // Saving the empty form shows every required-field message.
  await form.getByRole("button", { name: "Save profile" }).click();
  for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, "settings-01-brand-profile-errors");

  // Editing a field clears only that field's error.
  await form.getByLabel("Company name").fill("Northwind Analytics");
  await expect(form.getByText("Company name is required")).toHaveCount(0);
  await expect(form.getByText("Tagline is required")).toBeVisible();

  await form.getByLabel("Tagline").fill("Dashboards your board will read");
  await form.getByLabel("Industry").fill("SaaS");
  await expect(page.locator("datalist#industry-suggestions option")).toHaveCount(50);
  await form.getByLabel("Website").fill("northwind.example.com");
  await form.getByLabel("Mission").fill("Make every metric obvious.");
  await form.getByLabel("Vision").fill("Decisions made on facts, not hunches.");
  await form.getByLabel("Values").fill("Clarity, candour, craft");
  await form.getByLabel("Ideal customer").fill("Finance teams at 50-500 person companies");
  await form.getByLabel("Contact email").fill("not-an-email");
  await form.getByLabel("Phone number").fill("+1 555 0100");
  await form.getByLabel("LinkedIn").fill("not a link");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Invalid URL")).toBeVisible(); // the LinkedIn link
  await form.getByLabel("Contact email").fill("hello@northwind.example.com");
  await form.getByLabel("LinkedIn").fill("linkedin.com/company/northwind");

  await page.locator("#brand-logo-file").setInputFiles({ name: "northwind.png", mimeType: "image/png", buffer: makePng() });
  const preview = form.getByRole("img", { name: "Northwind Analytics logo" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(form.getByLabel("Website")).toHaveValue("https://northwind.example.com");
  await snap(page, "settings-02-brand-profile-saved");

  // Product Offerings: one priced product, one quote-only service.
  await page.getByRole("tab", { name: "Product Offerings" }).click();
  await expect(page.getByText("No offerings yet")).toBeVisible();
  const add = page.getByRole("form", { name: "Add offering" });
  await add.getByRole("button", { name: "Add offering" }).click();
  await expect(add.getByText("Name is required, Valid price is required")).toBeVisible();

  await add.getByLabel("Name").fill("Starter dashboard pack");
  await add.getByLabel("Type").selectOption("Product");
  await add.getByLabel("Description").fill("  Ten ready-made dashboards.  ");
  await add.getByLabel("Price", { exact: true }).fill("1299.5");
  await expect(add.getByLabel("Currency").locator("option")).toHaveText(["USD ($)", "EUR (€)", "GBP (£)", "JPY (¥)", "AUD (A$)", "CAD (C$)"]);
  await expect(add.getByLabel("Per").locator("option")).toHaveText(["item", "hour", "day", "week", "month", "year"]);
  await add.getByLabel("Per").selectOption("month");
  await add.getByRole("button", { name: "Add offering" }).click();
  await expect(page.getByText("Offering added")).toBeVisible();
  const list = page.getByRole("list", { name: "Product offerings" });
  await expect(list.getByRole("listitem", { name: "Starter dashboard pack" })).toContainText("$1,299.50 / month");

  await add.getByLabel("Name").fill("Data strategy workshop");
  await add.getByLabel("Type").selectOption("Service");
  await add.getByRole("switch", { name: "Price on request (quote required)" }).click();
  await expect(add.getByLabel("Price", { exact: true })).toHaveCount(0);
  await expect(add.getByLabel("Currency")).toHaveCount(0);
  await add.getByRole("button", { name: "Add offering" }).click();
  await expect(list.getByRole("listitem", { name: "Data strategy workshop" })).toContainText("Quote required");
  await expectNoHorizontalScroll(page);
  await snap(page, "settings-03-offerings");

  // Edit the product in the same form, now in edit mode: a yen price shows without decimals.
  await list.getByRole("button", { name: "Edit Starter dashboard pack" }).click();
  const edit = page.getByRole("form", { name: "Edit offering" });
  await expect(edit.getByLabel("Name")).toHaveValue("Starter dashboard pack");
  await expect(edit.getByLabel("Description")).toHaveValue("Ten ready-made dashboards.");
  await edit.getByLabel("Price", { exact: true }).fill("150000");
  await edit.getByLabel("Currency").selectOption("JPY");
  await snap(page, "settings-04-offering-edit");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Offering updated")).toBeVisible();
  await expect(list.getByRole("listitem", { name: "Starter dashboard pack" })).toContainText("¥150,000 / month");
  await expect(page.getByRole("form", { name: "Add offering" })).toBeVisible();

  // Delete the service: No keeps it, Yes removes it.
  await list.getByRole("button", { name: "Delete Data strategy workshop" }).click();
  await page.getByRole("button", { name: "No", exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await list.getByRole("button", { name: "Delete Data strategy workshop" }).click();
  await expect(page.getByText("Are you sure you want to delete this offering?")).toBeVisible();
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // Reload: the tab, the profile, the logo and the remaining offering are all still there.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Product Offerings" })).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem", { name: "Starter dashboard pack" })).toContainText("¥150,000 / month");
  await page.getByRole("tab", { name: "Brand Profile" }).click();
  await expect(form.getByLabel("Company name")).toHaveValue("Northwind Analytics");
  await expect(form.getByLabel("Industry")).toHaveValue("SaaS");
  await expect(form.getByLabel("Values")).toHaveValue("Clarity, candour, craft");
  await expect(form.getByLabel("LinkedIn")).toHaveValue("https://linkedin.com/company/northwind");
  await expect(form.getByLabel("Facebook")).toHaveValue("");
  await expect.poll(() => form.getByRole("img", { name: "Northwind Analytics logo" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
});

test("offerings wait for a brand profile", async ({ page, user }) => {
  await page.goto("/settings?section=brand&tab=offerings");
  await expect(page.getByTestId("user-full-name")).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(page.getByText("Save your brand profile first")).toBeVisible();
  await page.getByRole("button", { name: "Go to Brand Profile" }).click();
  await expect(page.getByRole("form", { name: "Brand profile" })).toBeVisible();
});
