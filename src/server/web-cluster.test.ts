import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive } from "./process/liveness";
import { openPostgres, type DatabaseHandle } from "./db/client";
import { createScratchDatabase } from "./test/db/scratch-database";
import { user } from "./db/schema";
import { createMetricIngest } from "./features/metrics/ingest";
import { humanCounts, postBeacons, startServerProcess, type ServerProcess } from "./test/metrics/process-traffic";
import { seedMicrosite, visitTraffic } from "./test/metrics/metrics-fixtures";
import { createPersonalWorkspace } from "./db/membership";
import { startJobQueue } from "./test/job-queue";

const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = 3900 + Math.floor(Math.random() * 100);

/** The web processes a supervisor runs: its children that are node (tsx's esbuild service is one too, not node). */
function webProcessesOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => readFileSync(`/proc/${child}/cmdline`, "utf8").includes("src/server/main.ts"));
}

/**
 * WEB_PROCESSES=2: one supervisor, two web processes sharing the port. Against PostgreSQL only (the embedded
 * database refuses a second process, see config.test.ts): set TEST_DATABASE_URL to run it.
 */
describe.runIf(serverUrl)("WEB_PROCESSES=2", () => {
  let server: ServerProcess | null = null;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let handle: DatabaseHandle | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-cluster-"));
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await handle?.close();
    await scratch?.drop();
  });

  it("starts, serves pages, counts 10,000 events exactly, replaces a killed process and stops cleanly", async () => {
    scratch = await createScratchDatabase(serverUrl!, "pitchsite_cluster");
    server = await startServerProcess(PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      WEB_PROCESSES: "2",
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
      METRIC_RATE_LIMIT_PER_IP: "1000000",
      METRIC_RATE_LIMIT_PER_MICROSITE: "1000000",
    });
    const supervisor = server.process.pid!;
    await expect.poll(() => webProcessesOf(supervisor).length, { timeout: 120_000 }).toBe(2);
    await expect.poll(() => server!.output().match(/web process \d is serving/g)?.length ?? 0, { timeout: 120_000 }).toBe(2);
    expect(server.output()).toMatch(/"worker":true,"webProcess":0/);
    expect(server.output()).toMatch(/"worker":false,"webProcess":1/);

    handle = openPostgres(scratch.url);
    const db = handle.db;
    const [owner] = await db.insert(user).values({ id: "cluster-owner", name: "Cluster", email: "cluster@example.com" }).returning();
    await createPersonalWorkspace(db, owner);
    const sites: Array<Awaited<ReturnType<typeof seedMicrosite>>> = [];
    for (let i = 0; i < 25; i++) sites.push(await seedMicrosite(db, owner.id));

    // The public page is served (by both processes: connections are handed out in turn). Its page loads, which
    // no script answers, count as a bot's: a page of its own keeps them out of the counts compared below.
    const page = await seedMicrosite(db, owner.id);
    const pages = await Promise.all(Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${PORT}/site/${page.microsite.slug}`).then((r) => r.status)));
    expect(pages).toEqual(Array(8).fill(200));

    // A web process that dies is replaced, and the service answers meanwhile through the other. (Killed before the
    // traffic: what a killed process had collected but not yet written, up to 250 ms of events, dies with it.)
    const [victim] = webProcessesOf(supervisor);
    process.kill(victim, "SIGKILL");
    await expect.poll(() => !isAlive(victim) && webProcessesOf(supervisor).length === 2, { timeout: 120_000 }).toBe(true);
    await expect.poll(() => server!.output().match(/web process \d is serving/g)?.length ?? 0, { timeout: 120_000 }).toBe(3);
    expect((await fetch(`http://127.0.0.1:${PORT}/api/auth/ok`)).status).toBe(200);

    const traffic = visitTraffic(sites, 10_000, 256);
    expect((await postBeacons(PORT, traffic.requests)).filter((s) => s !== 204)).toEqual([]);

    const children = webProcessesOf(supervisor);
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    for (const child of children) expect(isAlive(child)).toBe(false);

    // What each process collected was written on its clean stop; any process (here this test's) decides held views.
    const queue = await startJobQueue(handle, scratch.url);
    await createMetricIngest(db, pino({ level: "silent" }), { flushIntervalMs: null, webhooks: { micrositeBaseUrl: "http://127.0.0.1", queue } }).settle();
    await queue.stop();
    const { counts, bot } = await humanCounts(db, sites);
    expect(bot).toBe(0);
    expect(counts).toEqual(traffic.expected);
  }, 600_000);
});
