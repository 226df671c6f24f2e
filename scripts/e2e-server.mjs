// Starts a fresh app for the browser tests: its own empty DATA_DIR, on the E2E port.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.resolve(".e2e-data", port);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  // HubSpot is the local hubspot-test-server the integrations spec starts on E2E port + 1000.
  env: { HUBSPOT_API_URL: `http://127.0.0.1:${Number(port) + 1000}`, ...process.env, PORT: port, DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, AUTH_RATE_LIMIT: "false", LOG_LEVEL: "warn" },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
