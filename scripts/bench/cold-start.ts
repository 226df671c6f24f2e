// Cold start: process start → first 200 on /api/auth/ok, for the server run through tsx (TypeScript compiled at
// start) and for the built one (`node dist/server/main.js`), in the same run on the same database.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildServer } from "../build-server";
import { benchServerUrl, createBenchDatabase, fmt, ROOT, stopChild } from "./helpers";

type Variant = { label: string; args: string[]; env?: Record<string, string> };

const VARIANTS: Variant[] = [
  // tsx keeps compiled files in a disk cache: the first start after a deploy (or a cleaned /tmp) pays for all of it.
  { label: "tsx, no transform cache (src/server/main.ts)", args: ["--import", "tsx", "src/server/main.ts"], env: { TSX_DISABLE_CACHE: "1" } },
  { label: "tsx, transform cache warm (src/server/main.ts)", args: ["--import", "tsx", "src/server/main.ts"] },
  { label: "compiled (node dist/server/main.js)", args: ["dist/server/main.js"] },
];

export type ColdStartFigure = { database: string; label: string; medianMs: number; minMs: number; maxMs: number };

/** Milliseconds from spawn to the first 200; the process is stopped before this resolves. */
async function startOnce(variant: Variant, env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: ROOT,
    env: { ...process.env, ...variant.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited with ${child.exitCode} before answering`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/auth/ok`).then((r) => r.status === 200, () => false);
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await stopChild(child);
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts each variant `rounds` times in turn on one database, migrated once before. */
async function measure(database: string, env: Record<string, string>, rounds: number, port: number): Promise<ColdStartFigure[]> {
  await startOnce(VARIANTS[2], env, port);
  const times = VARIANTS.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, variant] of VARIANTS.entries()) times[i].push(await startOnce(variant, env, port));
  }
  return VARIANTS.map((variant, i) => ({ database, label: variant.label, medianMs: median(times[i]), minMs: Math.min(...times[i]), maxMs: Math.max(...times[i]) }));
}

/**
 * Builds the server, then measures on the embedded database (opening PGlite takes most of its start) and, when a
 * PostgreSQL server answers, on PostgreSQL, where what is left is mostly loading the code.
 */
export async function benchColdStart(rounds: number): Promise<ColdStartFigure[]> {
  await buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-cold-start-"));
  const figures: ColdStartFigure[] = [];
  try {
    figures.push(...(await measure("embedded", { DATA_DIR: dataDir }, rounds, port)));
    const server = await benchServerUrl();
    if (server) {
      const database = await createBenchDatabase(server);
      try {
        figures.push(...(await measure("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: database.url }, rounds, port)));
      } finally {
        await database.drop();
      }
    }
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printColdStart(figures: ColdStartFigure[], rounds: number) {
  for (const f of figures) console.log(`  ${f.database}, ${f.label}: ${fmt(f.medianMs)} ms median of ${rounds} (${fmt(f.minMs)}–${fmt(f.maxMs)} ms)`);
}
