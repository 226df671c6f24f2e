import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Hang detectors sized for a loaded machine (the suite must pass beside two CPU burners), not expectations.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  // tests/e2e/heavy runs after every other journey, so nothing runs beside it: `npx playwright test --no-deps
  // tests/e2e/heavy` runs it on its own.
  projects: [
    { name: "journeys", testIgnore: "heavy/**" },
    // Hang detectors, not expectations: after the whole suite, beside two CPU burners, the 40,000-contact import took
    // 2.7 minutes and the campaign view over 30 s (alone and quiet: 5 s and under a second). Its figures belong to
    // `npm run bench -- csv`.
    { name: "heavy", testMatch: "heavy/**/*.spec.ts", dependencies: ["journeys"], timeout: 900_000, expect: { timeout: 300_000 } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/api/auth/ok`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
