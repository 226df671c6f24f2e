import { csvFile } from "../campaigns/helpers";
import { expect, snap, test } from "../fixtures";
import { confirmLaunch, toastWith } from "../launch/helpers";

test.describe.configure({ timeout: 300_000 });

// Issue 13 item 4: a first-time user follows the dashboard's checklist to a launched campaign.
test("a first-time user follows the checklist: brand profile, a preset framework, a campaign, a launch", async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const checklist = page.getByTestId("onboarding-checklist");
  const progress = checklist.getByTestId("onboarding-progress");
  await expect(progress).toHaveText("0 of 5 done");
  await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await snap(page, "lists-4-checklist-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "lists-4-checklist-390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. Brand profile.
  await checklist.getByRole("link", { name: "Open brand profile" }).click();
  const form = page.getByRole("form", { name: "Brand profile" });
  await form.getByLabel("Company name").fill("Northwind Analytics");
  await form.getByLabel("Tagline").fill("Dashboards your board will read");
  await form.getByLabel("Industry").fill("SaaS");
  await form.getByLabel("Website").fill("northwind.example.com");
  await form.getByLabel("Mission").fill("Make every metric obvious.");
  await form.getByLabel("Vision").fill("Decisions made on facts, not hunches.");
  await form.getByLabel("Contact email").fill("hello@northwind.example.com");
  await form.getByLabel("Phone number").fill("+1 555 0100");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(toastWith(page, "Profile saved")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(progress).toHaveText("1 of 5 done");
  await expect(checklist.getByTestId("onboarding-step-brand")).toHaveAttribute("data-done", "true");

  // 2. A framework from a preset, with the live preview beside the form.
  await checklist.getByRole("link", { name: "New framework" }).click();
  const preview = page.getByTestId("framework-sample-preview");
  await page.getByRole("radio", { name: /Formal finance/ }).click();
  await expect(page.getByLabel("Framework name")).toHaveValue("Formal finance");
  const desktop = preview.frameLocator('[data-testid="preview-desktop"]');
  await expect(desktop.locator("h1")).toHaveCSS("font-family", /Libre Baskerville/);
  await page.getByRole("radio", { name: /Bold launch/ }).click();
  await expect(desktop.locator("h1")).toHaveCSS("font-family", /Poppins/);
  await page.getByRole("tab", { name: "Brand Guidelines" }).click();
  const fontPreview = page.getByTestId(/-primary-font-preview$/).first();
  await expect(fontPreview).toHaveCSS("font-family", /Poppins/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('800 16px "Poppins"'))).toBe(true);
  await snap(page, "lists-4-builder-preset-1440");
  await page.getByRole("tab", { name: "Layout Parameters" }).click();
  await expect(page.getByTestId("layout-advanced")).not.toHaveAttribute("open");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "lists-4-builder-layout-390");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(toastWith(page, "Framework created successfully!")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(progress).toHaveText("2 of 5 done");

  // 3. A campaign with two contacts.
  await checklist.getByRole("link", { name: "Create campaign" }).click();
  await page.getByLabel("Campaign name").fill("First Outreach");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Bold launch/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Upload CSV file").setInputFiles(
    csvFile("crm.csv", [
      "Email,First Name,Last Name,Company Name,Industry,Notes",
      "ada@acme.com,Ada,Lovelace,Acme,Software,Met at a conference",
      "grace@navy.mil,Grace,Hopper,US Navy,Defense,Asked about compilers",
    ]),
  );
  await expect(page.getByTestId("csv-valid-count")).toHaveText("2 valid contacts");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}\/view$/);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(progress).toHaveText("3 of 5 done");

  // 4. Launch it.
  await checklist.getByRole("link", { name: "Go to campaigns" }).click();
  await page.getByRole("link", { name: /View/ }).first().click();
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 150_000 });
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(progress).toHaveText("4 of 5 done");
  await expect(checklist.getByRole("link", { name: "Copy a link" })).toBeVisible();
  await snap(page, "lists-4-checklist-launched-1440");
});
