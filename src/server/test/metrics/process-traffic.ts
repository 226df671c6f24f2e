// Test helpers for tests that run real server processes: start `src/server/main.ts`, send it beacon traffic over
// keep-alive connections, read what the database counted.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { BROWSER_UA, type TrafficExpectation } from "./metrics-fixtures";
import { campaignMetrics } from "@/server/db/schema";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export type ServerProcess = { process: ChildProcess; port: number; exited: Promise<number | null>; output: () => string };

/** `npm run serve` on `port` with `env` on top of ours; resolves once it answers. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => process.stderr.write(d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // No attempt limit: on a loaded machine tsx may take a minute to start; the test's timeout bounds it.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    if (await fetch(`http://127.0.0.1:${port}/api/auth/ok`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { process: child, port, exited, output: () => output };
}

/** Posts each beacon as coming from its address (X-Forwarded-For; the servers trust it), 64 at a time. */
export async function postBeacons(port: number, requests: Array<{ body: unknown; address: string }>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const statuses: number[] = [];
  let next = 0;
  const post = (body: string, address: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/log-metric", method: "POST", agent, headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, "x-forwarded-for": address } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < requests.length) {
        const { body, address } = requests[next++];
        statuses.push(await post(JSON.stringify(body), address));
      }
    }),
  );
  agent.destroy();
  return statuses;
}

/** Human views, clicks, sessions and seconds counted per site's contact; fails the test on any bot count. */
export async function humanCounts(db: Database, sites: Array<{ contact: { id: string } }>): Promise<{ counts: TrafficExpectation[]; bot: number }> {
  const rows = await queryRows<{ contact_id: string; views: number; clicks: number; sessions: number; seconds: number; bot: number }>(db, sql`
      select contact_id,
        coalesce(sum(samples) filter (where metric_type = 'view' and source = 'human'), 0)::float8 as views,
        coalesce(sum(samples) filter (where metric_type = 'click' and source = 'human'), 0)::float8 as clicks,
        coalesce(sum(samples) filter (where metric_type = 'session_duration' and source = 'human'), 0)::float8 as sessions,
        coalesce(sum(value) filter (where metric_type = 'session_duration' and source = 'human'), 0)::float8 as seconds,
        coalesce(sum(samples) filter (where source = 'bot'), 0)::float8 as bot
      from ${campaignMetrics} group by contact_id`);
  const mine = rows.filter((row) => sites.some((site) => site.contact.id === row.contact_id));
  const counts = sites.map((site) => {
    const r = mine.find((row) => row.contact_id === site.contact.id);
    return { views: Number(r?.views ?? 0), clicks: Number(r?.clicks ?? 0), sessions: Number(r?.sessions ?? 0), seconds: Number(r?.seconds ?? 0) };
  });
  return { counts, bot: mine.reduce((sum, r) => sum + Number(r.bot), 0) };
}
