import { expect, snap, test } from "../fixtures";

test("/health checks the AI provider: reachable, the built-in writer, with diagnostics and the raw result", async ({ page, user }) => {
  expect(user.email).toBeTruthy(); // signed in: the diagnostics are for signed-in users only
  await page.goto("/health");
  await expect(page.getByRole("heading", { name: "System Health" })).toBeVisible();
  await snap(page, "launch-20-health-empty");
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/openai-check"));
  await page.getByRole("button", { name: "Check the AI provider" }).click();
  const body = (await (await answer).json()) as { ok: boolean; diagnostics: Record<string, unknown> };

  const result = page.getByTestId("provider-check-result");
  await expect(result.getByTestId("provider-verdict")).toHaveText("Reachable");
  await expect(result.getByTestId("provider-status")).toHaveText("200");
  await expect(result.getByTestId("provider-message")).toContainText("built-in writer");
  await expect(result.getByText("Built-in writer (offline)")).toBeVisible();
  for (const label of ["API key", "HTTP proxy", "HTTPS proxy", "No-proxy sample"]) await expect(result.getByText(label, { exact: true })).toBeVisible();
  expect(JSON.parse((await result.getByTestId("provider-raw").textContent()) ?? "")).toEqual(body);
  expect(body.ok).toBe(true);
  expect(body.diagnostics.openaiKeyTail).toBeNull();
  await snap(page, "launch-21-health-reachable");
});

test("/health signed out says only whether the provider is reachable, without diagnostics", async ({ page }) => {
  await page.goto("/health");
  await page.getByRole("button", { name: "Check the AI provider" }).click();
  const result = page.getByTestId("provider-check-result");
  await expect(result.getByTestId("provider-verdict")).toHaveText("Reachable");
  await expect(result.getByTestId("provider-status")).toHaveText("200");
  await expect(result.getByTestId("provider-message")).toHaveText("The AI provider is reachable. Sign in to see the diagnostics.");
  await expect(result.getByText("API key", { exact: true })).toHaveCount(0);
  await expect(result.getByText("built-in writer")).toHaveCount(0);
  await snap(page, "launch-23-health-signed-out");
});

test("/health treats a non-JSON answer as Not reachable", async ({ page }) => {
  await page.route("**/api/openai-check", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" }));
  await page.goto("/health");
  await page.getByRole("button", { name: "Check the AI provider" }).click();
  const result = page.getByTestId("provider-check-result");
  await expect(result.getByTestId("provider-verdict")).toHaveText("Not reachable");
  await expect(result.getByTestId("provider-status")).toHaveText("502");
  await expect(result.getByTestId("provider-message")).toHaveText("openai-check returned non-JSON (502)");
  await expect(result.getByTestId("provider-raw")).toHaveText("<html><body>Bad Gateway</body></html>");
  await snap(page, "launch-22-health-not-reachable");
});
