import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { createScratchDatabase } from "../../db/scratch-database";
import { user } from "../../db/schema";
import { createMetricIngest } from "./ingest";
import { BROWSER_UA, seedMicrosite, visitTraffic, type TrafficExpectation } from "./testing";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const EVENTS = 10_000;
const SENDERS = 256;
const SITES = 25;
const serverUrl = process.env.TEST_DATABASE_URL;
const FIRST_PORT = 3700 + Math.floor(Math.random() * 200);

type Server = { process: ChildProcess; port: number; exited: Promise<number | null>; dataDir: string };

/**
 * Two real web processes on one PostgreSQL database behind a round-robin proxy (no stickiness: consecutive
 * requests of one client land on different processes) count exactly what one process counts.
 */
describe.runIf(serverUrl)("many web processes", () => {
  const servers: Server[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let handle: DatabaseHandle | null = null;
  let proxy: http.Server | null = null;
  afterAll(async () => {
    proxy?.close();
    for (const s of servers) {
      s.process.kill("SIGKILL");
      rmSync(s.dataDir, { recursive: true, force: true });
    }
    await handle?.close();
    await scratch?.drop();
  });

  async function startServer(databaseUrl: string): Promise<Server> {
    const port = FIRST_PORT + servers.length;
    const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-multi-"));
    const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_URL: `http://127.0.0.1:${port}` };
    Object.assign(env, { AUTH_SECRET: "a-secret-shared-by-every-web-process-0123456789", TRUST_PROXY: "true", LOG_LEVEL: "warn", RUN_WORKER: "false" });
    Object.assign(env, { METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000" });
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: ROOT, env, stdio: "inherit" });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    // No attempt limit: on a loaded machine tsx may take a minute to start; the test's timeout bounds it.
    for (;;) {
      if (child.exitCode !== null) throw new Error("server did not start");
      if (await fetch(`http://127.0.0.1:${port}/api/auth/ok`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return { process: child, port, exited, dataDir };
  }

  /** Forwards each request to the next process in turn, X-Forwarded-For (the client address) untouched. */
  function roundRobin(ports: number[]): Promise<number> {
    let next = 0;
    proxy = http.createServer((req, res) => {
      const port = ports[next++ % ports.length];
      const upstream = http.request({ host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    return new Promise((resolve) => proxy!.listen(0, "127.0.0.1", () => resolve((proxy!.address() as AddressInfo).port)));
  }

  async function send(port: number, requests: Array<{ body: unknown; address: string }>) {
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

  it("two processes round-robin count exactly what one process counts (10,000 events, 256 senders)", async () => {
    scratch = await createScratchDatabase(serverUrl!, "pitchsite_multi");
    servers.push(await startServer(scratch.url)); // migrates the database
    servers.push(await startServer(scratch.url));
    handle = openPostgres(scratch.url);
    const db = handle.db;
    const [owner] = await db.insert(user).values({ id: "multi-owner", name: "Multi", email: "multi@example.com" }).returning();
    const seedSites = async () => {
      const sites = [];
      for (let i = 0; i < SITES; i++) sites.push(await seedMicrosite(db, owner.id));
      return sites;
    };
    const alone = await seedSites();
    const shared = await seedSites();
    const aloneTraffic = visitTraffic(alone, EVENTS, SENDERS);
    const sharedTraffic = visitTraffic(shared, EVENTS, SENDERS);

    expect((await send(servers[0].port, aloneTraffic.requests)).filter((s) => s !== 204)).toEqual([]);
    const proxyPort = await roundRobin(servers.map((s) => s.port));
    expect((await send(proxyPort, sharedTraffic.requests)).filter((s) => s !== 204)).toEqual([]);

    // A clean stop writes what each process collected; any process (here this test's) decides the held views.
    for (const s of servers) s.process.kill("SIGTERM");
    for (const s of servers) expect(await s.exited).toBe(0);
    servers.length = 0;
    await createMetricIngest(db, pino({ level: "silent" }), { flushIntervalMs: null, micrositeBaseUrl: "http://127.0.0.1" }).settle();

    const countsOf = async (sites: typeof alone): Promise<TrafficExpectation[]> => {
      const rows = rowsOf<{ contact_id: string; views: number; clicks: number; sessions: number; seconds: number; bot: number }>(
        await db.execute(sql`
          select contact_id,
            coalesce(sum(samples) filter (where metric_type = 'view' and source = 'human'), 0)::float8 as views,
            coalesce(sum(samples) filter (where metric_type = 'click' and source = 'human'), 0)::float8 as clicks,
            coalesce(sum(samples) filter (where metric_type = 'session_duration' and source = 'human'), 0)::float8 as sessions,
            coalesce(sum(value) filter (where metric_type = 'session_duration' and source = 'human'), 0)::float8 as seconds,
            coalesce(sum(samples) filter (where source = 'bot'), 0)::float8 as bot
          from campaign_metrics group by contact_id`),
      );
      expect(rows.every((r) => Number(r.bot) === 0)).toBe(true);
      return sites.map((site) => {
        const r = rows.find((row) => row.contact_id === site.contact.id);
        return { views: Number(r?.views ?? 0), clicks: Number(r?.clicks ?? 0), sessions: Number(r?.sessions ?? 0), seconds: Number(r?.seconds ?? 0) };
      });
    };
    const one = await countsOf(alone);
    const two = await countsOf(shared);
    expect(one).toEqual(aloneTraffic.expected);
    expect(two).toEqual(one);
  }, 600_000);
});
