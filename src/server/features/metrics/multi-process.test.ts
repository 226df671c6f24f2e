import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/server/db/client";
import { createScratchDatabase } from "@/server/test/db/scratch-database";
import { user } from "@/server/db/schema";
import { createMetricIngest } from "./ingest";
import { humanCounts, postBeacons, startServerProcess, type ServerProcess } from "@/server/test/metrics/process-traffic";
import { seedMicrosite, visitTraffic, type TrafficExpectation } from "@/server/test/metrics/metrics-fixtures";
import { createPersonalWorkspace } from "@/server/db/membership";
import { startJobQueue } from "@/server/test/job-queue";

const EVENTS = 10_000;
const SENDERS = 256;
const SITES = 25;
const serverUrl = process.env.TEST_DATABASE_URL;
const FIRST_PORT = 3700 + Math.floor(Math.random() * 200);

type Server = ServerProcess & { dataDir: string };

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
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: "a-secret-shared-by-every-web-process-0123456789", TRUST_PROXY: "true", LOG_LEVEL: "warn", RUN_WORKER: "false" };
    Object.assign(env, { METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000" });
    return { ...(await startServerProcess(port, env)), dataDir };
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

  const send = postBeacons;

  it("two processes round-robin count exactly what one process counts (10,000 events, 256 senders)", async () => {
    scratch = await createScratchDatabase(serverUrl!, "pitchsite_multi");
    servers.push(await startServer(scratch.url)); // migrates the database
    servers.push(await startServer(scratch.url));
    handle = openPostgres(scratch.url);
    const db = handle.db;
    const [owner] = await db.insert(user).values({ id: "multi-owner", name: "Multi", email: "multi@example.com" }).returning();
    await createPersonalWorkspace(db, owner);
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
    const queue = await startJobQueue(handle, scratch.url);
    await createMetricIngest(db, pino({ level: "silent" }), { flushIntervalMs: null, webhooks: { micrositeBaseUrl: "http://127.0.0.1", queue } }).settle();
    await queue.stop();

    const countsOf = async (sites: typeof alone): Promise<TrafficExpectation[]> => {
      const { counts, bot } = await humanCounts(db, sites);
      expect(bot).toBe(0);
      return counts;
    };
    const one = await countsOf(alone);
    const two = await countsOf(shared);
    expect(one).toEqual(aloneTraffic.expected);
    expect(two).toEqual(one);
  }, 600_000);
});
