import { expect, snap, test } from "../fixtures";

test("a user creates an API key (shown once, copied), sees it used, and revokes it so it answers 401", async ({ page, context, user: _signedIn }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/settings?section=api");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(page.getByText("No API keys yet.")).toBeVisible();

  await page.getByLabel("Name").fill("Outreach sequence");
  await page.getByRole("checkbox", { name: "Write" }).click();
  await page.getByRole("checkbox", { name: "Launch" }).click();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Copy the key for “Outreach sequence” now. It will not be shown again.")).toBeVisible();
  const key = (await page.getByTestId("new-api-key").textContent())!;
  expect(key).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("API key copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = page.getByRole("listitem", { name: "Outreach sequence" });
  await expect(row).toContainText(`${key.slice(0, 9)}…`);
  await expect(row).toContainText("never used");
  for (const scope of ["Read", "Write", "Launch"]) await expect(row.getByText(scope, { exact: true })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: the settings menu and the one-time key wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await snap(page, `settings-api-01-key-created-${width}`);
  }

  // A script uses the key (Node's fetch: no browser cookie), then the list shows when.
  const used = await fetch(new URL("/api/campaigns", page.url()), { headers: { authorization: `Bearer ${key}` } });
  expect(used.status).toBe(200);

  // Shown once: after a reload only the first characters remain.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(key);
  await expect(row).toContainText("last used");
  await snap(page, "settings-api-02-key-listed");

  await row.getByRole("button", { name: "Revoke Outreach sequence" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("API key revoked")).toBeVisible();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  const revoked = await fetch(new URL("/api/campaigns", page.url()), { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status).toBe(401);
});

test("the API reference page renders the OpenAPI document from the app's own files", async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(`${origin}/`)) external.push(request.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Pitchsite API/ })).toBeVisible();
  // Groups start collapsed (Swagger UI stops rendering past ~120 expanded operations): open one and read its routes.
  await page.getByRole("link", { name: "campaigns", exact: true }).click();
  await expect(page.getByText("/api/campaigns/{id}/pages").first()).toBeVisible();
  expect(external.filter((url) => !url.startsWith("data:"))).toEqual([]);
  await snap(page, "api-docs-01-reference");
});
