import { expect, snap, test, uniqueEmail } from "./fixtures";

test("a new visitor sees the landing page, signs up, visits every section and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Close Deals Faster with Personalized Microsites" })).toBeVisible();
  await expect(page.getByText("Skip the slides. Share a landing page that converts.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Turn Cold Outreach into Warm Leads" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Send Something That Converts?" })).toBeVisible();
  await expect(page.getByText("© 2024 Pitchsite. All rights reserved.")).toBeVisible();
  await snap(page, "foundation-01-landing");

  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  for (const plan of ["starter", "growth", "scale"]) await expect(page.locator(`[data-plan="${plan}"]`)).toBeVisible();
  await snap(page, "foundation-02-pricing");

  await page.goto("/");
  await page.getByRole("link", { name: "Create free account" }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByText("By creating an account you agree to our Terms of Service and Privacy Policy.")).toBeVisible();

  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Work email").fill(uniqueEmail("jordan"));
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.getByText("This password is too common and easy to guess. Choose a less common one (a short phrase works well).")).toBeVisible();
  await page.getByLabel("Password").fill("a-good-password-1");
  await snap(page, "foundation-03-sign-up");
  await page.getByRole("button", { name: "Create free account" }).click();

  await expect(page.getByRole("heading", { name: "Welcome, Jordan!" })).toBeVisible();
  await expect(page.getByTestId("user-full-name")).toHaveText("Jordan Rivera");
  await expect(page.getByText("No recent activity")).toBeVisible();
  await expect(page.getByTestId("stat-Live Campaigns")).toHaveText("0");
  await snap(page, "foundation-04-dashboard");

  const sections = [
    { link: "Campaigns", url: /\/campaigns$/ },
    { link: "Frameworks", url: /\/templates$/ },
    { link: "Contacts", url: /\/contacts$/ },
    { link: "Analytics", url: /\/analytics$/ },
    { link: "Settings", url: /\/settings$/ },
    { link: "Dashboard", url: /\/$/ },
  ];
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const { link, url } of sections) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/campaigns");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("sign-in shows a clear error for a wrong password and a taken email on sign-up", async ({ page, user }) => {
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();
  await snap(page, "foundation-05-sign-in-error");

  await page.getByRole("link", { name: "Create free account" }).click();
  await page.getByLabel("First name").fill("Dup");
  await page.getByLabel("Last name").fill("User");
  await page.getByLabel("Work email").fill(user.email);
  await page.getByLabel("Password").fill("another-password-1");
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.getByText("An account with this email already exists. Sign in instead.")).toBeVisible();

  await page.getByRole("link", { name: "Sign in here" }).click();
  // "Email" also matches the sign-up page's "Work email": fill only once the sign-in form has replaced it.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}!` })).toBeVisible();
});

test("unknown paths and unpublished slugs show the placeholder", async ({ page }) => {
  await page.goto("/some-unknown-slug");
  await expect(page.getByRole("heading", { name: "This page isn't published yet" })).toBeVisible();
  await expect(page.getByText("The link you followed is either incorrect or the microsite hasn't been published...")).toBeVisible();
  await page.goto("/a/b/c");
  await expect(page.getByRole("heading", { name: "This page isn't published yet" })).toBeVisible();
  const res = await page.goto("/site/not-a-real-slug");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page isn't published yet" })).toBeVisible();
  await snap(page, "foundation-06-not-published");
});
