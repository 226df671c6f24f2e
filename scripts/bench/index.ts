// npm run bench — prints the figures of ARCHITECTURE.md section 7 for the launch pipeline and serving.
// Not a test: numbers depend on the machine and on what else runs on it. Pass section names to run a
// subset: `npm run bench -- serve`, `npm run bench -- embedded postgres provider coldstart csv ingest export quality tables`; `npm run bench -- local-model` runs the
// tiny model on a real engine (only when named).
import { fmt } from "./helpers";
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { runCsvImportBench } from "./csv-import";
import { benchEmbedded, benchPostgres, type LaunchFigure } from "./launch-bench";
import { benchLocalModel, printLocalModelFigure } from "./local-model-bench";
import { benchProviderAtLimit, printProviderFigure } from "./provider-bench";
import { benchServing, printServing } from "./serve-bench";
import { benchServerUrl } from "./helpers";
import { benchColdStart, printColdStart } from "./cold-start";

const wanted = new Set(process.argv.slice(2));
const run = (name: string) => wanted.size === 0 || wanted.has(name);
// Minutes on a CPU: only when asked for by name.
const runByName = (name: string) => wanted.has(name);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 2000);

const printLaunch = (f: LaunchFigure, target: string) =>
  console.log(`  ${f.label}: ${fmt(f.microsites)} microsites in ${fmt(f.seconds, 2)} s = ${fmt(f.perSecond)} /s (${f.status}; target ${target})`);

console.log(`Pitchsite benchmarks (${CONTACTS} contacts), node ${process.version}\n`);
if (run("embedded")) {
  console.log("Launch, built-in writer, embedded:");
  printLaunch(await benchEmbedded(CONTACTS), ">= 300 /s");
}
if (run("postgres")) {
  const server = await benchServerUrl();
  console.log("Launch, built-in writer, PostgreSQL:");
  if (server) printLaunch(await benchPostgres(server, CONTACTS, 2), ">= 1,000 /s");
  else console.log("  skipped: no PostgreSQL server (set BENCH_DATABASE_URL)");
}
if (run("provider")) {
  // BENCH_PROVIDER_CONTACTS=500 for a quick look while developing.
  const n = Number(process.env.BENCH_PROVIDER_CONTACTS ?? 5000);
  console.log("Launch at the AI provider's rate limit (fake account):");
  printProviderFigure(await benchProviderAtLimit(n, { rpm: 1200, tpm: 400_000 }));
  printProviderFigure(await benchProviderAtLimit(n, { rpm: 240, tpm: 80_000 }));
}
if (runByName("local-model")) {
  console.log("Launch against a real inference engine (llama.cpp through node-llama-cpp, tiny random model, 127.0.0.1):");
  printLocalModelFigure(await benchLocalModel(Number(process.env.BENCH_LOCAL_PAGES ?? 10)));
}
if (run("serve")) {
  console.log(`Serving one microsite (load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${availableParallelism()} cores):`);
  printServing(await benchServing(Number(process.env.BENCH_SERVE_SECONDS ?? 10), Number(process.env.BENCH_SERVE_ROUNDS ?? 3)));
  console.log(`  load average after: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}
if (run("coldstart")) {
  const rounds = Number(process.env.BENCH_COLD_START_ROUNDS ?? 5);
  console.log("Cold start, process start to first 200 on /api/auth/ok (database already migrated):");
  printColdStart(await benchColdStart(rounds), rounds);
}
if (run("csv")) await runCsvImportBench();
// These benches own their process (server, load client, exit code), so they run as children.
const CHILD_BENCHES = { ingest: "log-metric ingest", export: "CRM export, 100,000 rows", quality: "Microsite quality", tables: "Tables a rep works in: search, sort, page" } as const;
for (const [name, title] of Object.entries(CHILD_BENCHES)) {
  if (!run(name)) continue;
  console.log(`\n${title}:`);
  const script = name === "quality" ? "scripts/bench/quality/index.ts" : `scripts/bench/${name}.ts`;
  spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit", env: process.env });
}
