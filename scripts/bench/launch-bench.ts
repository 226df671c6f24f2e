import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "@/server/config";
import { launchCampaign } from "@/server/features/launch/service";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { BENCH_SECRET, createBenchDatabase, seedBenchCampaign, spawnUntil, stopChild, waitForRun } from "./helpers";
import { personalScope } from "@/server/db/membership";

export type LaunchFigure = { label: string; microsites: number; seconds: number; perSecond: number; status: string };

const logger = createLogger("silent");

/** Launch `contacts` microsites on the embedded database with the in-process worker (what `npm start` runs). */
export async function benchEmbedded(contacts: number, env: Record<string, string> = {}, label = "built-in writer, embedded PGlite, 1 in-process worker"): Promise<LaunchFigure> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-"));
  const services = await startServices(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", ...env }), logger);
  try {
    const { userId, campaignId } = await seedBenchCampaign(services.deps.db, contacts);
    const worker = await startWorker(services.deps);
    const started = performance.now();
    const run = await launchCampaign(services.deps, personalScope(userId), { campaignId, dedupeKey: null });
    const status = await waitForRun(services.deps.db, userId, run.runId);
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return { label, microsites: status.processed, seconds, perSecond: status.processed / seconds, status: status.status };
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Launch on a PostgreSQL server with `workers` separate `npm run worker` processes sharing the run. */
export async function benchPostgres(serverUrl: string, contacts: number, workers: number): Promise<LaunchFigure> {
  const database = await createBenchDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-pg-"));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, AUTH_SECRET: BENCH_SECRET };
  const services = await startServices(loadConfig({ ...env, LOG_LEVEL: "silent" }), logger);
  const children = [];
  try {
    const { userId, campaignId } = await seedBenchCampaign(services.deps.db, contacts);
    for (let i = 0; i < workers; i++) {
      children.push((await spawnUntil([process.execPath, "--import", "tsx", "src/server/worker.ts"], { ...env, LOG_LEVEL: "info" }, /Pitchsite worker is running/)).child);
    }
    const started = performance.now();
    const run = await launchCampaign(services.deps, personalScope(userId), { campaignId, dedupeKey: null });
    const status = await waitForRun(services.deps.db, userId, run.runId);
    const seconds = (performance.now() - started) / 1000;
    return { label: `built-in writer, PostgreSQL, ${workers} worker processes`, microsites: status.processed, seconds, perSecond: status.processed / seconds, status: status.status };
  } finally {
    for (const child of children) await stopChild(child);
    await services.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
