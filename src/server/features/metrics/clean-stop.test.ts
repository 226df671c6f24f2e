import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactRow } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { openPglite } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { BROWSER_UA } from "@/server/test/metrics/metrics-fixtures";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const PORT = 3650 + Math.floor(Math.random() * 40);
const BASE = `http://127.0.0.1:${PORT}`;
const EVENTS = 500;

/**
 * The real server process: every beacon it answered 204 must be in the database after SIGTERM, even though the
 * stop comes before any periodic flush could run. Runs on the embedded database, read back after the exit.
 */
describe("clean stop", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-stop-"));
  let server: ChildProcess | null = null;
  afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes every accepted event before exiting on SIGTERM", async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL; // always the embedded database here
    server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: ROOT,
      env: { ...env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_URL: BASE, AUTH_RATE_LIMIT: "false", TRUST_PROXY: "true", LOG_LEVEL: "warn", METRIC_RATE_LIMIT_PER_IP: "100000", METRIC_RATE_LIMIT_PER_MICROSITE: "100000" },
      stdio: "inherit",
    });
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    let cookie = "";
    const call = async (method: string, pathname: string, body?: unknown) => {
      const res = await fetch(`${BASE}${pathname}`, { method, headers: { "content-type": "application/json", cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
      return res;
    };
    // No attempt limit: on a loaded machine tsx may take a minute to start the server; the test's timeout bounds it.
    for (;;) {
      if (server.exitCode !== null) throw new Error("server did not start");
      const up = await fetch(`${BASE}/api/auth/ok`).then((r) => r.ok).catch(() => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const signUp = await call("POST", "/api/auth/sign-up/email", { name: "Stop Test", email: "stop@example.com", password: "stop-password-123", firstName: "Stop", lastName: "Test" });
    cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0];
    const framework = (await (await call("POST", "/api/frameworks", buildFrameworkInput({ name: "Stop" }))).json()) as { id: string };
    const campaign = (await (await call("POST", "/api/campaigns", { name: "Stop", framework_id: framework.id, contacts: [contactRow(1)] })).json()) as { id: string };
    await call("POST", "/api/launch-campaign", { campaignId: campaign.id, campaign_id: campaign.id });
    type Row = { slug: string; contact_id: string; status: string; error: string | null };
    let microsite: Row | undefined;
    // Until the page is published or has failed (a failed page says why below instead of hanging the test).
    while (microsite?.status !== "completed" && microsite?.status !== "error") {
      await new Promise((r) => setTimeout(r, 250));
      microsite = ((await (await call("GET", `/api/campaigns/${campaign.id}`)).json()) as { microsites: Row[] }).microsites[0];
    }
    expect(microsite, microsite.error ?? "").toMatchObject({ status: "completed" });

    // Views from EVENTS visitors (behind the trusted proxy): collected in memory, only the shutdown path writes them.
    const event = { type: "view", campaignId: campaign.id, contactId: microsite!.contact_id, slug: microsite!.slug };
    const statuses = await Promise.all(
      Array.from({ length: EVENTS }, (_, i) =>
        fetch(`${BASE}/api/log-metric`, {
          method: "POST",
          headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, "x-forwarded-for": `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          body: JSON.stringify(event),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    server = null;

    const handle = await openPglite(path.join(dataDir, "db"));
    // Each view is counted already or still held (VIEW_HOLD_MS) in the shared visitor state, for any process to decide.
    const [row] = await queryRows<{ views: number | string }>(handle.db, sql`select count(*)::float8 as views from metric_visitors where view_state in ('held', 'counted')`);
    await handle.close();
    expect(Number(row.views)).toBe(EVENTS);
  }, 240_000);
});
