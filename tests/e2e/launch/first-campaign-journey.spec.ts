import { expect, snap, test, uniqueEmail } from "../fixtures";
import { CSV_HEADER, csvFile, toastWith } from "../campaigns/helpers";
import { confirmLaunch, rgb } from "./helpers";

// Shares the generation queue with parallel specs that launch big campaigns.
test.describe.configure({ timeout: 180_000 });

const ACCENT = "#B45309";
const CONTACT_ROWS = [
  "ada@analytical.example,Ada,Lovelace,Analytical Engines,Software,Asked about automating weekly reports,analytical.example",
  "grace@compiler.example,Grace,Hopper,Compiler Works,Manufacturing,Visited our booth at the plant-ops expo,compiler.example",
  "linus@vitamin.example,Linus,Pauling,Vitamin Labs,Healthcare,Downloaded the compliance whitepaper,vitamin.example",
  "hedy@spread.example,Hedy,Lamarr,Spread Spectrum,Telecommunications,Met at the 5G summit,spread.example",
  "alan@bletchley.example,Alan,Turing,Bletchley Retail,Retail,Wants fewer abandoned carts,bletchley.example",
];

test("a new user signs up, builds a framework and a 5-contact campaign in the UI, launches it and opens a microsite in the brand's colours", async ({ page, context }) => {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Work email").fill(uniqueEmail("morgan"));
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Morgan!" })).toBeVisible();

  // A framework with an amber accent, through the builder.
  await page.goto("/templates/frameworks/new");
  await page.getByLabel("Framework name").fill("Amber Works");
  await page.getByRole("tab", { name: "Brand Guidelines" }).click();
  await page.getByRole("button", { name: "Add Palette" }).click();
  await page.getByRole("group", { name: "Palette 1" }).getByLabel("Accent colour", { exact: true }).fill(ACCENT);
  await page.getByRole("button", { name: "Add Font Combination" }).click();
  await page.getByRole("tab", { name: "Content Constraints" }).click();
  await page.getByRole("group", { name: "Tone of voice" }).getByRole("button", { name: "Friendly & Approachable" }).click();
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(toastWith(page, "Framework created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);

  // A campaign with five contacts from a CSV file, through the wizard.
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("First Outreach");
  await page.getByLabel("CTA type").selectOption("Book Now");
  await page.getByLabel("CTA URL").fill("amber.example/book");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Amber Works/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Upload CSV file").setInputFiles(csvFile("leads.csv", [CSV_HEADER, ...CONTACT_ROWS]));
  await expect(page.getByTestId("csv-valid-count")).toHaveText("5 valid contacts");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toastWith(page, "Campaign saved successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}\/view$/);

  // Launch and watch it complete.
  await expect(page.getByTestId("launch-status")).toHaveText("Ready to launch");
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 150_000 });
  await expect(page.getByTestId("microsite-row").filter({ hasText: "Live" })).toHaveCount(5);
  await snap(page, "launch-50-first-campaign");

  // Grace's page opens in a new tab: her name, with the framework's accent on the call to action.
  const grace = page.getByTestId("microsite-row").filter({ hasText: "Grace Hopper" });
  await grace.getByRole("button", { name: "Actions for Grace Hopper" }).click();
  const [site] = await Promise.all([context.waitForEvent("page"), page.getByRole("menuitem", { name: "Open page" }).click()]);
  await site.waitForURL(/\/site-preview\//);
  await expect(site.locator("main").getByText(/\bGrace\b/).first()).toBeVisible();
  await expect(site.getByText("Compiler Works").first()).toBeVisible();
  const cta = site.getByRole("link", { name: "Book Now" }).first();
  await expect(cta).toHaveAttribute("href", "https://amber.example/book");
  // The page's one call to action sits on the closing's band, in the brand's accent.
  expect(await site.locator(".closing").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(ACCENT));
  await snap(site, "launch-51-first-microsite");
});
