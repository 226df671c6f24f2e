import { expect, snap, test } from "../fixtures";

test("a user sets up the engagement webhook: inward addresses are refused, a public URL gets a secret shown once", async ({ page, user: _signedIn }) => {
  await page.goto("/settings");
  const url = page.getByLabel("Webhook URL");
  const save = page.getByRole("button", { name: "Save", exact: true });

  await url.fill("http://169.254.169.254/latest/meta-data");
  await save.click();
  await expect(page.getByText("The webhook URL must be a public internet address", { exact: true })).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await snap(page, "settings-07-webhook-refused");

  await url.fill("https://hooks.example.com/pitchsite");
  await save.click();
  await expect(page.getByText("Webhook saved")).toBeVisible();
  const secret = await page.getByTestId("webhook-secret").textContent();
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByText(`Signing secret ending in …${secret!.slice(-4)}`)).toBeVisible();
  await snap(page, "settings-08-webhook-saved");

  await page.reload();
  await expect(url).toHaveValue("https://hooks.example.com/pitchsite");
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
});
