// CSV import benchmark (ARCHITECTURE 7: a 5 MB CSV of ~40k rows is parsed + validated in <= 1.5 s and
// imported in <= 5 s). Not a test: the figures depend on the machine and on what else runs on it.
// Alone: `node --import tsx scripts/bench/csv-import.ts` (BENCH_DATABASE_URL=postgres://... adds PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chunkContacts } from "@/client/features/campaigns/csv/chunk-contacts";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { parseContactsCsv } from "@/shared/csv/parse-contacts-csv";
import type { ContactRow } from "@/shared/schemas/contact";
import { createBenchDatabase } from "./helpers";

const HEADER = "email,first_name,last_name,company,industry,context,domain";

/** ~5 MB of realistic rows (about 125 bytes each), with quoted cells and a few bad rows like a real export. */
export function buildCsv(rows = 40_000): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const company = i % 1000 === 999 ? "" : `"Company ${i % 700}, Inc."`;
    lines.push(`person.${i}@company-${i % 700}.com,First${i},Last${i},${company},Software,Met at the summit booth ${i % 90},company-${i % 700}.com`);
  }
  return lines.join("\n");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export type ParseFigure = { megabytes: number; rows: number; valid: number; errors: number; bestMs: number; medianMs: number };

/** The shared parser + validator (the code the browser's worker runs), in Node. */
export function benchCsvParse(text = buildCsv(), runs = 5): ParseFigure {
  const times: number[] = [];
  let result = parseContactsCsv(text);
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    result = parseContactsCsv(text);
    times.push(performance.now() - started);
  }
  if (!result.ok) throw new Error(result.error);
  return {
    megabytes: Buffer.byteLength(text) / 1024 / 1024,
    rows: result.totalRows,
    valid: result.contacts.length,
    errors: result.errors.length,
    bestMs: Math.min(...times),
    medianMs: median(times),
  };
}

export type ImportFigure = { label: string; rows: number; requests: number; seconds: number; rowsPerSecond: number };
export type DetailFigure = { label: string; contacts: number; milliseconds: number; kilobytes: number };


/**
 * POST /api/campaigns/:id/contacts through the whole app (HTTP handling, validation, one transaction per
 * request), in the parts the wizard sends. Measures a first import (all new) and a re-import (all updates).
 */
export async function benchImportEndpoint(contacts: ContactRow[], serverUrl?: string): Promise<{ imports: ImportFigure[]; detail: DetailFigure }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
  const database = serverUrl ? await createBenchDatabase(serverUrl) : null;
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: "http://localhost:3000", LOG_LEVEL: "silent", AUTH_RATE_LIMIT: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
  const services = await startServices(config, createLogger("silent"));
  const app = createApp(services.deps);
  const kind = database ? "PostgreSQL" : "embedded PGlite";
  try {
    const call = (pathname: string, body: unknown, cookie = "") =>
      app.request(`http://localhost:3000${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const signUp = await call("/api/auth/sign-up/email", { name: "Bench User", email: `bench-${Date.now()}@example.com`, password: "bench-password-1", firstName: "Bench", lastName: "User" });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0];
    const campaign = (await (await call("/api/campaigns", { name: "Bench" }, cookie)).json()) as { id: string };
    const chunks = chunkContacts(contacts);
    const imports: ImportFigure[] = [];
    for (const label of ["first import (inserts)", "re-import (updates)"]) {
      const started = performance.now();
      for (const chunk of chunks) {
        const res = await call(`/api/campaigns/${campaign.id}/contacts`, { contacts: chunk }, cookie);
        if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      }
      const seconds = (performance.now() - started) / 1000;
      imports.push({ label: `${kind}, ${label}`, rows: contacts.length, requests: chunks.length, seconds, rowsPerSecond: contacts.length / seconds });
    }
    // The campaign view's one request: campaign + every contact + microsites + progress.
    const started = performance.now();
    const detail = await app.request(`http://localhost:3000/api/campaigns/${campaign.id}`, { headers: { cookie } });
    const kilobytes = (await detail.arrayBuffer()).byteLength / 1024;
    return { imports, detail: { label: kind, contacts: contacts.length, milliseconds: performance.now() - started, kilobytes } };
  } finally {
    await services.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function runCsvImportBench() {
  const text = buildCsv();
  const parse = benchCsvParse(text);
  console.log("CSV parse + validate (shared parser, Node):");
  console.log(
    `  ${fmt(parse.megabytes, 2)} MB, ${fmt(parse.rows)} rows (${fmt(parse.valid)} valid, ${fmt(parse.errors)} errors): best ${fmt(parse.bestMs)} ms, median ${fmt(parse.medianMs)} ms (target <= 1,500 ms in the browser)`,
  );
  const parsed = parseContactsCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  console.log("Contact import endpoint:");
  const servers = [undefined, process.env.BENCH_DATABASE_URL].filter((url, i) => i === 0 || url);
  for (const server of servers) {
    const { imports, detail } = await benchImportEndpoint(parsed.contacts, server);
    for (const f of imports) {
      console.log(`  ${f.label}: ${fmt(f.rows)} rows in ${f.requests} requests, ${fmt(f.seconds, 2)} s = ${fmt(f.rowsPerSecond)} rows/s (target: 40k rows <= 5 s)`);
    }
    console.log(`  ${detail.label}, GET /api/campaigns/:id with ${fmt(detail.contacts)} contacts: ${fmt(detail.milliseconds)} ms, ${fmt(detail.kilobytes, 1)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runCsvImportBench();
}
