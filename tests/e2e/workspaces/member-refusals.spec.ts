import { toastWith } from "../campaigns/helpers";
import { saveBrandViaApi } from "../expiry/helpers";
import { expect, test } from "../fixtures";
import { joinViaApi, newPerson } from "./helpers";

test("a member reads who manages the brand, and a save of the brand profile or an offering shows the server's refusal", async ({ page, browser, baseURL, user: _admin }) => {
  await saveBrandViaApi(page.request, "Ledgerline");
  const rep = await newPerson(browser, baseURL);
  await joinViaApi(page.request, rep.context.request, { firstName: "Pat", lastName: "Quinn" });

  await rep.page.goto("/settings?section=brand");
  await expect(rep.page.getByText("Your workspace admins manage the brand profile, offerings, customer stories and FAQ.")).toBeVisible();
  const form = rep.page.getByRole("form", { name: "Brand profile" });
  await expect(form.getByLabel("Company name")).toHaveValue("Ledgerline");
  await form.getByLabel("Tagline").fill("Our own tagline");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(toastWith(rep.page, "Only workspace admins can change the brand profile")).toBeVisible();
  await expect(form.getByRole("alert").filter({ hasText: "Only workspace admins can change the brand profile" })).toBeVisible();

  await rep.page.getByRole("tab", { name: "Product Offerings" }).click();
  const add = rep.page.getByRole("form", { name: "Add offering" });
  await add.getByLabel("Name").fill("Rogue bundle");
  await add.getByLabel("Type").selectOption("Product");
  await add.getByLabel("Price", { exact: true }).fill("10");
  await add.getByRole("button", { name: "Add offering" }).click();
  await expect(toastWith(rep.page, "Only workspace admins can change offerings")).toBeVisible();
  await expect(rep.page.getByText("No offerings yet")).toBeVisible();

  // The member's Team view: the workspace and its people, read-only.
  await rep.page.goto("/settings?section=team");
  await expect(rep.page.getByTestId("workspace-name")).toBeVisible();
  await expect(rep.page.getByRole("combobox", { name: /Role of/ })).toHaveCount(0);
  await expect(rep.page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await rep.context.close();
});
