// CRM export benchmark: `node --import tsx scripts/bench/export.ts` (embedded PGlite), or DATABASE_URL=postgres://...
// Seeds BENCH_ROWS (default 100,000) microsites with contacts and engagement, streams GET /api/analytics/export
// through the app and prints rows, time and the heap peak: the export reads page by page, so the heap stays flat.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createBenchDatabase, signUpBenchOwner } from "./helpers";


const { loadConfig } = await import("@/server/config");
const { createLogger } = await import("@/server/logger");
const { startServices } = await import("@/server/services");
const { createApp } = await import("@/server/app");

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
const scratch = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
const config = loadConfig({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), APP_URL: "http://localhost:3000", LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "false" });
const services = await startServices(config, createLogger(config.logLevel));
const { db } = services.deps;
const app = createApp(services.deps);

const { cookie, userId } = await signUpBenchOwner(app);
const seedStart = performance.now();
await db.execute(sql`insert into campaign_campaigns (user_id, name, status) values (${userId}, 'Export bench', 'live')`);
await db.execute(sql`
  insert into contacts (user_id, email, first_name, last_name, company, industry, domain, context)
  select ${userId}, 'p' || i || '@example.com', 'First' || i, 'Last' || i, case when i % 97 = 0 then '=cmd()' else 'Company ' || (i % 500) end, 'SaaS', 'example.com', 'Met at a trade show, asked about pricing'
  from generate_series(1, ${rows}) i`);
await db.execute(sql`
  insert into campaign_microsites (user_id, campaign_id, contact_id, slug, status, html_content, expires_at)
  select ${userId}, c.id, k.id, 'bench-' || k.id, 'completed', '<p>x</p>', now() + interval '30 days'
  from contacts k cross join (select id from campaign_campaigns where user_id = ${userId}) c where k.user_id = ${userId}`);
await db.execute(sql`
  insert into campaign_metrics (campaign_id, contact_id, metric_type, metric_date, value, samples, source)
  select m.campaign_id, m.contact_id, t.type, current_date, t.value, 1, 'human'
  from campaign_microsites m cross join (values ('view', 1.0), ('session_duration', 42.0)) t(type, value)
  where m.user_id = ${userId} and random() < 0.5`);
const seedSeconds = (performance.now() - seedStart) / 1000;

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 20);
const started = performance.now();
const res = await app.request("http://localhost:3000/api/analytics/export?period=30d", { headers: { cookie } });
let bytes = 0;
let lines = 0;
const reader = res.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

console.log(`database        ${services.handle.kind}`);
console.log(`seeded          ${rows} microsites in ${seedSeconds.toFixed(1)} s`);
console.log(`export          HTTP ${res.status}, ${lines - 1} data rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${Math.round((lines - 1) / seconds)} rows/s)`);
console.log(`heap            ${(heapBefore / 1e6).toFixed(1)} MB before, peak ${(heapPeak / 1e6).toFixed(1)} MB while streaming (file itself: ${(bytes / 1e6).toFixed(1)} MB)`);
await services.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(res.status === 200 && lines - 1 === rows ? 0 : 1);
