// Tables a rep works in (issue 13 item 2): `npm run bench -- tables`. Seeds one campaign with BENCH_TABLE_ROWS
// (default 10,000) microsites and their engagement, then times each case through the app in-process (server time:
// routing, validation, queries, JSON), the median of 7 after 2 warm-ups; embedded PGlite, then PostgreSQL when a
// server answers (BENCH_DATABASE_URL / TEST_DATABASE_URL). Target: <= 200 ms per case. Other tables add their cases
// to `tableSuites`.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MICROSITE_SORTS } from "@/shared/schemas/microsite-table";
import type { Database } from "@/server/db/client";
import { personalWorkspaceId } from "@/server/db/membership";
import { seedMicrositeTable } from "@/server/test/microsite-table-seed";
import { benchServerUrl, createBenchDatabase, fmt, signUpBenchOwner } from "./helpers";
import { contactsSuite } from "./tables-contacts";

const { loadConfig } = await import("@/server/config");
const { createLogger } = await import("@/server/logger");
const { startServices } = await import("@/server/services");
const { createApp } = await import("@/server/app");

const ROWS = Number(process.env.BENCH_TABLE_ROWS ?? 10_000);
const RUNS = 7;
const WARM_UPS = 2;
const TARGET_MS = 200;

/** One timed request: a name for the figures table and the path (with query) it asks for. */
export type TableCase = { name: string; path: string };
/** A table's cases: `seed` writes its rows for the signed-up owner and answers the requests to time. */
export type TableSuite = { title: string; seed: (db: Database, owner: { userId: string; workspaceId: string }) => Promise<TableCase[]> };

const micrositeSuite: TableSuite = {
  title: `Campaign microsites (${fmt(ROWS)} in one campaign)`,
  async seed(db, owner) {
    const id = randomUUID();
    await db.execute(sql`insert into campaign_campaigns (id, user_id, workspace_id, name, status) values (${id}, ${owner.userId}, ${owner.workspaceId}, 'Table bench', 'live')`);
    await seedMicrositeTable(db, { id, ...owner }, ROWS);
    await db.execute(sql`analyze`);
    const base = `/api/campaigns/${id}/microsites?limit=50`;
    return [
      { name: "first page", path: base },
      { name: "search (name)", path: `${base}&q=${encodeURIComponent("First4242 Last")}` },
      { name: "search (company)", path: `${base}&q=${encodeURIComponent("company 7")}` },
      { name: "status filter", path: `${base}&status=error` },
      ...MICROSITE_SORTS.map((sort) => ({ name: `sort ${sort} desc`, path: `${base}&sort=${sort}&dir=desc` })),
      { name: "deep page (last)", path: `${base}&offset=${Math.max(0, ROWS - 50)}` },
      { name: "deep page, sort views", path: `${base}&sort=views&dir=desc&offset=${Math.max(0, ROWS - 50)}` },
    ];
  },
};

export const tableSuites: TableSuite[] = [micrositeSuite, contactsSuite];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchDatabase(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
  const scratch = databaseUrl ? await createBenchDatabase(databaseUrl) : null;
  const config = loadConfig({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), APP_URL: "http://localhost:3000", LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "false" });
  const services = await startServices(config, createLogger(config.logLevel));
  const app = createApp(services.deps);
  let ok = true;
  try {
    const { cookie, userId } = await signUpBenchOwner(app);
    for (const suite of tableSuites) {
      const seedStart = performance.now();
      const cases = await suite.seed(services.deps.db, { userId, workspaceId: personalWorkspaceId(userId) });
      console.log(`\n${suite.title}, ${label} (seeded in ${fmt((performance.now() - seedStart) / 1000, 1)} s):`);
      console.log(`  ${"case".padEnd(26)} ${"median".padStart(8)}  ${"min".padStart(6)}  ${"max".padStart(6)}  rows/total`);
      for (const c of cases) {
        const times: number[] = [];
        let summary = "";
        for (let i = 0; i < WARM_UPS + RUNS; i++) {
          const started = performance.now();
          const res = await app.request(`http://localhost:3000${c.path}`, { headers: { cookie } });
          // Lists answer `{items, total}` or (contacts, kept as it was) an array with the total in X-Total-Count.
          const body = (await res.json()) as unknown[] | { items?: unknown[]; total?: number };
          const ms = performance.now() - started;
          if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status} ${JSON.stringify(body)}`);
          if (i >= WARM_UPS) times.push(ms);
          const items = Array.isArray(body) ? body : body.items;
          const total = Array.isArray(body) ? res.headers.get("x-total-count") : body.total;
          summary = `${items?.length ?? "?"}/${total ?? "?"}`;
        }
        const m = median(times);
        ok &&= m <= TARGET_MS;
        console.log(`  ${c.name.padEnd(26)} ${`${fmt(m, 1)} ms`.padStart(8)}  ${fmt(Math.min(...times), 1).padStart(6)}  ${fmt(Math.max(...times), 1).padStart(6)}  ${summary}${m > TARGET_MS ? `  OVER ${TARGET_MS} ms` : ""}`);
      }
    }
  } finally {
    await services.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

console.log(`target: median <= ${TARGET_MS} ms per case (${RUNS} runs after ${WARM_UPS} warm-ups)`);
let ok = await benchDatabase("embedded PGlite", null);
const server = await benchServerUrl();
if (server) ok = (await benchDatabase("PostgreSQL", server)) && ok;
else console.log("\nPostgreSQL: skipped (no server; set BENCH_DATABASE_URL)");
process.exit(ok ? 0 : 1);
