// Starts a fresh app for the browser tests: its own empty DATA_DIR, on the E2E port.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.resolve(".e2e-data", port);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  // HubSpot is the local hubspot-test-server the integrations spec starts on E2E port + 1000, Salesforce's login
  // server the local salesforce-test-server on E2E port + 1001 (with this connected app).
  env: {
    HUBSPOT_API_URL: `http://127.0.0.1:${Number(port) + 1000}`,
    SALESFORCE_LOGIN_URL: `http://127.0.0.1:${Number(port) + 1001}`,
    SALESFORCE_CLIENT_ID: "3MVG9e2e.pitchsite.consumer.key",
    SALESFORCE_CLIENT_SECRET: "e2e-salesforce-consumer-secret",
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT: "false",
    LOG_LEVEL: "warn",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
