import { expect, snap, test } from "../fixtures";

test("a user renames themselves, changes their password and signs out other sessions", async ({ page, user, browser, baseURL }) => {
  // A second device signed in to the same account.
  const otherDevice = await browser.newContext({ baseURL });
  const otherRequest = otherDevice.request;

  await page.goto("/settings");
  await expect(page.getByRole("button", { name: /Account Management/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("First name")).toHaveValue(user.firstName);
  await snap(page, "settings-05-account");

  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Last name").fill("Quinn");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name updated")).toBeVisible();
  await expect(page.getByTestId("user-full-name")).toHaveText("Avery Quinn");
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Avery");
  await expect(page.getByTestId("user-full-name")).toHaveText("Avery Quinn");

  const signIn = await otherRequest.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } });
  expect(signIn.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("other-sessions")).toHaveText("You are also signed in on 1 other session.");
  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.getByText("Signed out of all other sessions")).toBeVisible();
  await expect(page.getByTestId("other-sessions")).toHaveText("You are signed in on this device only.");
  expect((await otherRequest.get("/api/me")).status()).toBe(401);

  await page.getByLabel("Current password").fill("wrong-password-1");
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-2");
  await page.getByLabel("Confirm new password").fill("a-new-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  // Still signed in here with the renewed session.
  await page.reload();
  await expect(page.getByTestId("user-full-name")).toHaveText("Avery Quinn");
  await otherDevice.close();
});

test("a user deletes their account after typing their email, and cannot sign in again", async ({ page, user }) => {
  await page.request.put("/api/brand-profile", {
    data: {
      company_name: "Doomed Co",
      tagline: "Soon gone",
      mission: "m",
      vision: "v",
      industry: "Retail",
      website: "https://doomed.example.com",
      contact_email: "a@doomed.example.com",
      contact_phone: "1",
    },
  });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account..." }).click();
  const confirmButton = page.getByRole("button", { name: "Permanently delete my account" });
  await expect(confirmButton).toBeDisabled();
  await page.getByLabel("Your email address").fill("someone-else@example.com");
  await expect(confirmButton).toBeDisabled();
  await page.getByLabel("Your email address").fill(user.email.toUpperCase());
  await expect(confirmButton).toBeEnabled();
  await snap(page, "settings-06-delete-account");
  await confirmButton.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Close Deals Faster with Personalized Microsites" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();
});
