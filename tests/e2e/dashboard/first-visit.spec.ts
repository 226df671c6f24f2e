import { METRIC_DEFINITIONS } from "@/shared/analytics";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { expect, snap, test } from "../fixtures";

// Issue 15 items 13 and 14.
test("a first visit is welcomed without 'back', and every dashboard figure states its definition", async ({ page, user }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}!` })).toBeVisible();

  const figures: Array<[string, string]> = [
    ["Conversion Rate", METRIC_DEFINITIONS.conversionRate],
    ["Engagement Score", METRIC_DEFINITIONS.engagementScore],
    ["Delivery Rate", METRIC_DEFINITIONS.deliveryRate],
    ["Open Rate", METRIC_DEFINITIONS.openRate],
    ["Click-through Rate", METRIC_DEFINITIONS.clickThroughRate],
  ];
  for (const [name, definition] of figures) {
    await page.getByRole("button", { name: `What ${name} means` }).hover();
    await expect(page.getByRole("tooltip")).toHaveText(definition);
    if (name === "Delivery Rate") await snap(page, "issue15-13-definition-1440");
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  }

  // On a phone there is no hover: a tap shows the definition.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "What Click-through Rate means" }).click();
  await expect(page.getByRole("tooltip")).toHaveText(METRIC_DEFINITIONS.clickThroughRate);
  await snap(page, "issue15-13-definition-390");

  const framework = await page.request.post("/api/frameworks", { data: buildFrameworkInput({ name: "First framework" }) });
  expect(framework.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome back, ${user.firstName}!` })).toBeVisible();
});

test("a hard reload of a page logs no HydrateFallback warning", async ({ page, user: _user }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  expect(warnings.filter((w) => w.includes("HydrateFallback"))).toEqual([]);
});

test("Terms and Privacy are real pages, linked from sign-up and the footer", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/sign-up");
    await snap(page, `issue15-14-sign-up-${width}`);
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("Pitchsite is self-hosted software")).toBeVisible();
    await snap(page, `issue15-14-terms-${width}`);

    await page.goto("/sign-up");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await snap(page, `issue15-14-privacy-${width}`);
  }
  await page.goto("/pricing");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});
