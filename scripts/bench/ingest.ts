// Ingest benchmark: `node --import tsx scripts/bench/ingest.ts` (embedded PGlite in a temp dir), or with
// DATABASE_URL=postgres://... against a PostgreSQL server (a scratch database is created and dropped).
// The real HTTP server runs in this process; the load generator (ingest-client.mjs) in a child process.
// Rate limits are lifted for the run (they cap one address / one page; here one client plays every visitor).
// The client plays BENCH_SENDERS visitors (X-Forwarded-For behind TRUST_PROXY), one visit each per microsite;
// "exact" means the stored human views, clicks, sessions and seconds equal what the visit rules must count.
// Options (env): BENCH_EVENTS (default 60000), BENCH_CONCURRENCY (64), BENCH_SITES (200), BENCH_SENDERS (64).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import { createBenchDatabase } from "./helpers";
import { createPersonalWorkspace } from "@/server/db/membership";

type ClientResult = { sent: Record<string, number>; statuses: Record<number, number>; seconds: number; latenciesMs: number[]; clientCpuMs: number };
type Stored = { views: number; clicks: number; sessions: number; seconds: number };

await main();

/** BENCH_CPU_PROFILE=file.cpuprofile: a CPU profile of the server during the load phase only. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (err, res) => (err ? reject(err) : resolve(res))));
  await post("Profiler.enable");
  await post("Profiler.start");
  return { stop: async () => ((await post("Profiler.stop")) as { profile: unknown }).profile };
}


async function main() {
  const { loadConfig } = await import("@/server/config");
  const { createLogger } = await import("@/server/logger");
  const { startServices } = await import("@/server/services");
  const { createApp, createFastPaths } = await import("@/server/app");
  const { visitTraffic } = await import("@/server/test/metrics/metrics-fixtures");
  const { createHttpServer } = await import("@/server/http/node-server");
  const schema = await import("@/server/db/schema");

  const loadBefore = loadavg();
  const events = Number(process.env.BENCH_EVENTS ?? 60_000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
  const siteCount = Number(process.env.BENCH_SITES ?? 200);
  const senders = Number(process.env.BENCH_SENDERS ?? 64);
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
  const scratch = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    APP_URL: "http://127.0.0.1:0",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    METRIC_RATE_LIMIT_PER_IP: String(10 * events),
    METRIC_RATE_LIMIT_PER_MICROSITE: String(10 * events),
  });
  const services = await startServices(config, createLogger(config.logLevel));
  const { db } = services.deps;

  // Seed: one owner, one campaign, `siteCount` published microsites.
  const userId = randomUUID();
  await db.insert(schema.user).values({ id: userId, name: "Bench", email: `bench-${userId}@example.com` });
  const workspaceId = await createPersonalWorkspace(db, { id: userId, name: "Bench", email: `bench-${userId}@example.com` });
  const [campaign] = await db.insert(schema.campaigns).values({ userId, workspaceId, name: "Bench", status: "live" }).returning();
  const contactRows = await db
    .insert(schema.contacts)
    .values(Array.from({ length: siteCount }, (_, i) => ({ userId, workspaceId, email: `p${i}@example.com`, firstName: "P", lastName: String(i) })))
    .returning({ id: schema.contacts.id });
  const siteRows = await db
    .insert(schema.microsites)
    .values(contactRows.map((c, i) => ({ userId, workspaceId, campaignId: campaign.id, contactId: c.id, slug: `bench-${i}-${userId.slice(0, 8)}`, status: "completed" as const, htmlContent: "<p>hi</p>", expiresAt: new Date(Date.now() + 86_400_000) })))
    .returning({ campaignId: schema.microsites.campaignId, contactId: schema.microsites.contactId, slug: schema.microsites.slug });

  const app = createApp(services.deps);
  const server = createHttpServer(app, createFastPaths(services.deps)).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as { port: number }).port;

  // The load generator is a separate process, so this process's CPU time is the server's alone: a figure that
  // still means something when other programs share the CPU.
  const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : null;
  const cpuStart = process.cpuUsage();
  const client = spawn(process.execPath, [fileURLToPath(new URL("./ingest-client.mjs", import.meta.url))], { stdio: ["pipe", "pipe", "inherit"] });
  const traffic = visitTraffic(
    siteRows.map((site) => ({ event: (type: string, value?: number) => ({ type, ...site, ...(value === undefined ? {} : { value }) }) })),
    events,
    senders,
  );
  client.stdin.end(JSON.stringify({ port, requests: traffic.requests.map(({ body, address }) => ({ body, address })), concurrency }));
  let output = "";
  client.stdout.on("data", (chunk) => (output += chunk));
  await new Promise((resolve, reject) => client.once("exit", (code) => (code === 0 ? resolve(null) : reject(new Error(`load client exited with ${code}`)))));
  const result = JSON.parse(output) as ClientResult;
  const cpu = process.cpuUsage(cpuStart);
  const serverCpuMs = (cpu.user + cpu.system) / 1000;
  if (profiler) writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(await profiler.stop()));
  const tSettle = performance.now();
  await services.deps.metrics.ingest.settle();
  const settleMs = performance.now() - tSettle;

  const rows = (await db.execute(
    sql`select metric_type, sum(samples)::float8 as samples, sum(value)::float8 as value, count(*) as n from campaign_metrics where source = 'human' group by metric_type`,
  )) as unknown as { rows: Array<{ metric_type: string; samples: number; value: number; n: number | string }> };
  const by = (type: string) => rows.rows.find((r) => r.metric_type === type);
  const stored: Stored = { views: Number(by("view")?.samples ?? 0), clicks: Number(by("click")?.samples ?? 0), sessions: Number(by("session_duration")?.samples ?? 0), seconds: Number(by("session_duration")?.value ?? 0) };
  const expected = traffic.expected.reduce((t, e) => ({ views: t.views + e.views, clicks: t.clicks + e.clicks, sessions: t.sessions + e.sessions, seconds: t.seconds + e.seconds }));
  const counterRows = rows.rows.reduce((n, r) => n + Number(r.n), 0);
  const accepted = Object.values(result.sent).reduce((a, b) => a + b, 0);
  const exact = JSON.stringify(stored) === JSON.stringify(expected);
  const lat = result.latenciesMs.sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))].toFixed(2);
  const stats = services.deps.metrics.ingest.stats();

  console.log(`database            ${services.handle.kind}`);
  console.log(`machine             ${cpus().length} CPU cores, load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")} before the run (other processes share the CPU)`);
  console.log(`events sent         ${events} (${concurrency} concurrent keep-alive connections, ${siteCount} microsites)`);
  console.log(`HTTP statuses       ${JSON.stringify(result.statuses)}`);
  console.log(`throughput          ${Math.round(accepted / result.seconds)} events/s (${result.seconds.toFixed(2)} s)`);
  console.log(`server CPU          ${serverCpuMs.toFixed(0)} ms = ${((serverCpuMs * 1000) / accepted).toFixed(1)} µs/event -> ${Math.round(accepted / (serverCpuMs / 1000))} events/s per CPU core`);
  // The client is one Node.js process: past ~1 core it, not the server, would set the pace.
  console.log(`load client CPU     ${result.clientCpuMs.toFixed(0)} ms = ${((result.clientCpuMs * 1000) / accepted).toFixed(1)} µs/event, ${(result.clientCpuMs / 1000 / result.seconds).toFixed(2)} of a core`);
  console.log(`latency             p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
  console.log(`accepted (204)      ${JSON.stringify(result.sent)}`);
  console.log(`expected (visits)   ${JSON.stringify(expected)} from ${senders} visitors`);
  console.log(`stored (human)      ${JSON.stringify(stored)} in ${counterRows} counter rows, ${stats.flushes} batched writes taking ${stats.writeMs.toFixed(0)} ms`);
  console.log(`final settle+write  ${settleMs.toFixed(0)} ms`);
  console.log(`exact counts        ${exact ? "yes" : "NO"}`);
  console.log(`load average after  ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);

  server.close();
  await services.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(exact && accepted === events ? 0 : 1);
}
