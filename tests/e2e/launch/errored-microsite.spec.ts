import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, signUpViaApi, snap, test } from "../fixtures";
import { confirmLaunch, contact, micrositeRow, seedCampaign, toastWith } from "./helpers";

// A second app whose AI provider refuses the API key: its microsites fail for good at once (401 is not retried).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const APP = `http://localhost:${PORT}`;
let provider: Server;
let app: ChildProcess;

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    req.resume();
    res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  app = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: "ignore",
    env: { ...process.env, E2E_PORT: String(PORT), OPENAI_API_KEY: "sk-test-refused", OPENAI_BASE_URL: providerUrl },
  });
  await expect.poll(() => fetch(`${APP}/api/auth/ok`).then((r) => r.status).catch(() => 0), { timeout: 120_000 }).toBe(200);
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await new Promise((resolve) => provider?.close(resolve));
});

test("a microsite whose generation failed shows why, and the rep deletes it after a confirm", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  await signUpViaApi(page.request);
  const campaign = await seedCampaign(page.request, "Refused Key", [
    contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about automating weekly reports"),
    contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Visited our booth"),
  ]);

  await page.goto(`/campaigns/${campaign.id}/view`);
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  const ada = micrositeRow(page, "Ada Lovelace");
  await expect(ada).toContainText("Error", { timeout: 120_000 });
  await expect(page.getByTestId("microsite-error").filter({ hasText: "Ada Lovelace" })).toContainText("The AI provider refused the API key (401): Incorrect API key provided");
  await expect(micrositeRow(page, "Grace Hopper")).toContainText("Error");
  await expect(page.getByTestId("launch-status")).toHaveText("Launch failed", { timeout: 30_000 });
  await expect(page.getByTestId("launch-panel")).toContainText("2 of 2 microsites failed: The AI provider refused the API key (401)");
  await expect(page.getByRole("button", { name: "Retry failed" })).toBeVisible();
  await snap(page, "launch-40-errored");

  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Delete microsite" }).click();
  await expect(page.getByText("Are you sure you want to delete this errored microsite?")).toBeVisible();
  await page.getByRole("button", { name: "No" }).click();
  await expect(ada).toHaveCount(1);

  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Delete microsite" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(toastWith(page, "Microsite deleted successfully")).toBeVisible();
  await expect(ada).toHaveCount(0);
  await expect(micrositeRow(page, "Grace Hopper")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("microsite-row")).toHaveCount(1);
  await snap(page, "launch-41-errored-deleted");
  await context.close();
});
