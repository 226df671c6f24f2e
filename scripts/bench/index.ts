// npm run bench — prints the figures of ARCHITECTURE.md section 7 for the launch pipeline and serving.
// Not a test: numbers depend on the machine and on what else runs on it. Pass section names to run a
// subset: `npm run bench -- serve`, `npm run bench -- embedded postgres provider csv ingest export`.
import { fmt } from "./helpers";
import { spawnSync } from "node:child_process";
import { runCsvImportBench } from "./csv-import";
import { benchEmbedded, benchPostgres, benchProvider, type LaunchFigure } from "./launch-bench";
import { benchServing } from "./serve-bench";
import { benchServerUrl } from "./helpers";

const wanted = new Set(process.argv.slice(2));
const run = (name: string) => wanted.size === 0 || wanted.has(name);
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
  const n = Number(process.env.BENCH_PROVIDER_CONTACTS ?? 1000);
  const f = await benchProvider(n, 300, 16);
  console.log("Launch, network provider:");
  printLaunch(f, "<= 1.15 x ideal");
  console.log(`  ideal N x L / C = ${fmt(f.idealSeconds, 2)} s; measured/ideal = ${fmt(f.ratio, 3)}; max requests in flight ${f.maxInFlight}`);
}
if (run("serve")) {
  console.log("Serving one microsite, 64 connections:");
  const figures = await benchServing(Number(process.env.BENCH_SERVE_SECONDS ?? 10));
  for (const f of figures) console.log(`  ${f.label}: ${fmt(f.requestsPerSecond)} req/s, p99 ${fmt(f.p99Ms, 1)} ms${f.errors ? `, ${f.errors} errors` : ""}`);
  const ours = figures[0];
  for (const other of figures.slice(1)) {
    console.log(`  Pitchsite / ${other.label.split(",")[0]}: ${fmt(ours.requestsPerSecond / other.requestsPerSecond, 2)} (target >= 0.5 of nginx, p99 <= 10 ms)`);
  }
}
if (run("csv")) await runCsvImportBench();
// The ingest and export benches own their process (server, load client, exit code), so they run as children.
for (const name of ["ingest", "export"]) {
  if (!run(name)) continue;
  console.log(`\n${name === "ingest" ? "log-metric ingest" : "CRM export, 100,000 rows"}:`);
  spawnSync(process.execPath, ["--import", "tsx", `scripts/bench/${name}.ts`], { stdio: "inherit", env: process.env });
}
