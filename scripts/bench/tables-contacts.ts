// Contacts table benchmark (issue 13 item 2: a contacts page of 50,000 contacts answers search, sort and page in
// <= 200 ms server time). In-process requests through the app, on embedded PGlite and, when a server answers, PostgreSQL.
// Alone: `node --import tsx scripts/bench/tables-contacts.ts` (BENCH_TABLE_CONTACTS=5000 for a quick look).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/logger";
import { startServices } from "../../src/server/services";
import type { Database } from "../../src/server/db/client";
import { campaigns } from "../../src/server/db/schema";
import { CONTACT_SORTS } from "../../src/shared/list-query";
import { benchServerUrl, createBenchDatabase, fmt } from "./helpers";

const CONTACTS = Number(process.env.BENCH_TABLE_CONTACTS ?? 50_000);
const PAGE = 50;
const RUNS = 7;
const TARGET_MS = 200;

/** One request the contacts page makes, by what a rep does. */
export type TableCase = { label: string; path: string };

export const contactTableCases = (contacts: number): TableCase[] => [
  { label: "first page", path: `/api/contacts?limit=${PAGE}` },
  { label: "search (matches a few)", path: `/api/contacts?limit=${PAGE}&q=person4711` },
  { label: "search (matches many)", path: `/api/contacts?limit=${PAGE}&q=company-1` },
  { label: "search (matches none)", path: `/api/contacts?limit=${PAGE}&q=nobody-here` },
  ...CONTACT_SORTS.flatMap((sort) => [
    { label: `sort ${sort} asc`, path: `/api/contacts?limit=${PAGE}&sort=${sort}&dir=asc` },
    { label: `sort ${sort} desc`, path: `/api/contacts?limit=${PAGE}&sort=${sort}&dir=desc` },
  ]),
  { label: "deep page (last), newest first", path: `/api/contacts?limit=${PAGE}&offset=${contacts - PAGE}` },
  { label: "deep page (last), by name", path: `/api/contacts?limit=${PAGE}&offset=${contacts - PAGE}&sort=name` },
  { label: "search + sort by company, page 3", path: `/api/contacts?limit=${PAGE}&offset=${2 * PAGE}&q=company-1&sort=company` },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `contacts` contacts of one rep (names, companies, domains that repeat like real data), 1 in 10 in a campaign. */
async function seedContacts(db: Database, userId: string, campaignId: string, contacts: number) {
  await db.execute(sql`
    insert into contacts (user_id, workspace_id, email, first_name, last_name, company, industry, domain, title, created_at)
    select c.user_id, c.workspace_id, 'person' || i || '@company-' || (i % 700) || '.com', 'First' || (i * 7919 % ${contacts}), 'Last' || i,
      'Company ' || (i % 700) || ', Inc.', 'Software', 'company-' || (i % 700) || '.com', 'Head of Sales',
      now() - make_interval(secs => ${contacts} - i)
    from generate_series(1, ${contacts}) i, ${campaigns} c
    where c.id = ${campaignId}`);
  await db.execute(sql`
    insert into campaign_contacts (campaign_id, contact_id)
    select ${campaignId}::uuid, id from contacts where user_id = ${userId} and (hashtext(id::text) % 10) = 0`);
  await db.execute(sql`analyze contacts`);
  await db.execute(sql`analyze campaign_contacts`);
}

export type TableFigure = { label: string; medianMs: number; maxMs: number; total: number };

export async function benchContactsTable(serverUrl?: string): Promise<TableFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
  const database = serverUrl ? await createBenchDatabase(serverUrl) : null;
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: "http://localhost:3000", LOG_LEVEL: "silent", AUTH_RATE_LIMIT: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
  const services = await startServices(config, createLogger("silent"));
  const app = createApp(services.deps);
  try {
    const call = (pathname: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
      app.request(`http://localhost:3000${pathname}`, {
        method: init.method ?? "GET",
        headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const email = `bench-${Date.now()}@example.com`;
    const signUp = await call("/api/auth/sign-up/email", { method: "POST", body: { name: "Bench User", email, password: "bench-password-1", firstName: "Bench", lastName: "User" } });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0];
    const { user } = (await signUp.json()) as { user: { id: string } };
    const campaign = (await (await call("/api/campaigns", { method: "POST", body: { name: "Bench" }, cookie })).json()) as { id: string };
    await seedContacts(services.deps.db, user.id, campaign.id, CONTACTS);

    const figures: TableFigure[] = [];
    for (const { label, path: casePath } of contactTableCases(CONTACTS)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const res = await call(casePath, { cookie });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${casePath} answered ${res.status}`);
        total = Number(res.headers.get("x-total-count"));
      }
      // The first run warms the plan and page caches; the figure is the median of the rest.
      figures.push({ label, medianMs: median(times.slice(1)), maxMs: Math.max(...times.slice(1)), total });
    }
    return figures;
  } finally {
    await services.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runContactsTableBench() {
  const server = await benchServerUrl();
  const targets: Array<[string, string | undefined]> = [["embedded PGlite", undefined], ...(server ? [["PostgreSQL", server] as [string, string]] : [])];
  for (const [kind, url] of targets) {
    console.log(`Contacts table, ${fmt(CONTACTS)} contacts, ${kind} (median of ${RUNS - 1} after a warm-up; target <= ${TARGET_MS} ms):`);
    for (const f of await benchContactsTable(url)) {
      const verdict = f.medianMs <= TARGET_MS ? "ok" : "OVER";
      console.log(`  ${f.label.padEnd(36)} ${fmt(f.medianMs).padStart(5)} ms (max ${fmt(f.maxMs)}) ${fmt(f.total).padStart(7)} matches  ${verdict}`);
    }
  }
  if (!server) console.log("  PostgreSQL skipped: no server (set BENCH_DATABASE_URL)");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runContactsTableBench();
}
