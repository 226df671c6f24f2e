/**
 * `npm run faults`: the fault review of issue 11, on PGlite and PostgreSQL, with real server and worker processes and
 * the fake OpenAI provider (which counts every answer it gives twice for the same prompt). Not part of `npm test`:
 * it takes minutes and mounts a tmpfs (run as root). FAULT_CONTACTS (default 1500), FAULT_DATABASES (pglite,postgres),
 * FAULT_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), FAULT_PORT (3201).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { createScratchDatabase } from "@/server/test/db/scratch-database";
import { runConnectionScenario, type ConnectionReport } from "./connection-scenario";
import { runDiskScenario, type DiskReport } from "./disk-scenario";
import { runKillScenario, type ScenarioReport } from "./kill-scenario";

const contacts = Number(process.env.FAULT_CONTACTS ?? 1500);
const databases = (process.env.FAULT_DATABASES ?? "pglite,postgres").split(",");
const serverUrl = process.env.FAULT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = process.env.FAULT_PORT ?? "3201";

function baseEnv(fake: { url: string; apiKey: string }): Record<string, string> {
  return {
    PORT: port,
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "faults-secret-faults-secret-faults-1234",
    AUTH_RATE_LIMIT: "false",
    LOG_LEVEL: "info",
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_CONCURRENCY: "16",
    AI_MAX_CONCURRENCY: "32",
  };
}

async function withPlace<T>(database: string, run: (env: Record<string, string>, databaseUrl: string | null) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-faults-"));
  const scratch = database === "postgres" ? await createScratchDatabase(serverUrl, "pitchsite_faults") : null;
  try {
    return await run({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, scratch?.url ?? null);
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (v: number | null) => (v === null ? "n/a" : `${(v / 1000).toFixed(1)} s`);

function printKill(r: ScenarioReport) {
  console.log(`\n== ${r.name} [${r.database}], ${r.pages} contacts, ${r.totalSeconds.toFixed(0)} s`);
  console.log(`  pages lost: ${r.lost}   pages duplicated: ${r.duplicated}   pages errored: ${r.errored}`);
  console.log(`  provider answers: ${r.providerAnswers} for ${r.pages} pages   requests billed in ai_usage: ${r.billedRequests}`);
  console.log(`  repeated provider calls for content already received: ${r.repeatedProviderCalls}`);
  console.log(`  answers sent within ${r.inFlightAskedAgain.maxGapMs} ms of a kill (in flight: never reached the app or not yet stored) asked again: ${r.inFlightAskedAgain.count}`);
  for (const k of r.kills) {
    const restart = k.restartMs === null ? "" : ` (server restarted and listening after ${ms(k.restartMs)}; resumed ${ms((k.resumeMs ?? 0) - k.restartMs)} after that)`;
    console.log(`  kill -9 at ${k.atPercent} %: dead process held ${k.deadClaims ?? "?"} claims; take-over logged after ${ms(k.takeoverMs)}; its work resumed after ${ms(k.resumeMs)}${restart}`);
  }
  console.log(`  leftover temporary files: ${r.leftoverTmpFiles}`);
  console.log(`  log lines seen:`);
  for (const line of r.logLines) console.log(`    ${line}`);
  console.log(`  user-visible messages seen (launch panel): ${r.userMessages.length ? r.userMessages.map((m) => `"${m}"`).join(", ") : "none"}`);
}

function printDisk(r: DiskReport) {
  console.log(`\n== ${r.name} [${r.database}]`);
  console.log(`  start on a 60 MB tmpfs: exit code ${r.startRefused.exitCode} after ${r.startRefused.seconds.toFixed(1)} s: ${r.startRefused.message ?? "(no message)"}`);
  for (const x of r.refusals) console.log(`  ${x.action} with ~40 MB free (threshold 64 MB): ${x.status} "${x.message}"`);
  console.log(`  server answered while the disk was full: ${r.answeredWhileFull}`);
  console.log(`  after freeing space: ${r.afterFreeing.map((x) => `${x.action} ${x.status}`).join(", ")}; launch completed: ${r.launchCompleted}`);
  console.log(`  SIGTERM: stopped after ${r.sigtermSeconds === null ? "NOT STOPPED within 30 s" : `${r.sigtermSeconds.toFixed(1)} s`}`);
  console.log(`  log lines seen:`);
  for (const line of r.logLines) console.log(`    ${line}`);
}

function printConnection(r: ConnectionReport) {
  console.log(`\n== database connections terminated during a launch and a page-view + beacon burst [postgres], ${r.pages} contacts, ${r.totalSeconds.toFixed(0)} s`);
  console.log(`  pg_terminate_backend rounds: ${r.kills.duringLaunch} during the launch, ${r.kills.duringBurst} during the burst`);
  console.log(`  processes that exited on their own: ${r.unexpectedExits.length}${r.unexpectedExits.map((e) => ` ${e.name} (code ${e.code})`).join("")}`);
  console.log(`  exit codes after SIGTERM: ${r.stopCodes.map((s) => `${s.name} ${s.code}`).join(", ")}`);
  console.log(`  launch: ${r.launchStatus}, ${r.published} of ${r.pages} pages published`);
  console.log(`  public requests: ${r.requests.sent} sent, ${r.requests.refused} not answered 200/204`);
  console.log(`  views and clicks counted exactly: ${r.countsExact ? "yes" : "NO"} (${r.counted.map((c) => `${c.views}/${c.expectedViews} views, ${c.clicks}/${c.expectedClicks} clicks`).join("; ")})`);
}

async function main() {
  // Latency makes a launch last long enough to kill it part-way, as a real provider would.
  const fake = await startFakeOpenAiServer({ latencyMs: 40 });
  let failed = false;
  try {
    for (const database of databases) {
      const kill = await withPlace(database, (env, databaseUrl) =>
        runKillScenario({
          name: databaseUrl ? "2 workers: one killed at 30 %, then at 70 % a fresh worker started and the other killed" : "kill -9 at 30 % and 70 % of a launch, server restarted",
          env: { ...baseEnv(fake), ...env },
          contacts,
          fake,
          databaseUrl,
          killAt: [30, 70],
        }),
      );
      printKill(kill);
      // Embedded, the restart itself is the operator's (or systemd's): the target counts from the restarted server.
      const resumeMs = (k: ScenarioReport["kills"][number]) => (k.resumeMs ?? 0) - (k.restartMs ?? 0);
      failed ||= kill.lost > 0 || kill.duplicated > 0 || kill.repeatedProviderCalls > 0 || kill.leftoverTmpFiles > 0 || kill.kills.some((k) => resumeMs(k) > 10_000);
      const disk = await withPlace(database, (env, databaseUrl) => runDiskScenario({ env: { ...baseEnv(fake), ...env }, databaseUrl }));
      printDisk(disk);
      if (database === "postgres") {
        const connection = await withPlace(database, (env, databaseUrl) => runConnectionScenario({ env: { ...baseEnv(fake), ...env }, databaseUrl: databaseUrl!, contacts }));
        printConnection(connection);
        failed ||= connection.unexpectedExits.length > 0 || connection.stopCodes.some((s) => s.code !== 0) || connection.launchStatus !== "completed" || connection.published !== contacts || !connection.countsExact;
      }
      failed ||= disk.startRefused.exitCode !== 1 || disk.refusals.some((x) => x.status !== 507) || !disk.answeredWhileFull || disk.sigtermSeconds === null || !disk.launchCompleted;
    }
  } finally {
    await fake.close();
  }
  console.log(failed ? "\nFAULTS: some target missed" : "\nFAULTS: every target met");
  process.exit(failed ? 1 : 0);
}

void main();
