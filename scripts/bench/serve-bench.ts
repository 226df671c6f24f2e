import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { compressionTable, type CompressionRow } from "./compression-table";
import { BENCH_SECRET, benchServerUrl, createBenchDatabase, spawnUntil, stopChild } from "./helpers";
import { generateLoad, loadTool } from "./load-client";
import { cpuSeconds, processFamily } from "./process-cpu";

export type ServeCoding = "identity" | "br";
export type ServeFigure = {
  server: "pitchsite" | "pitchsite-pg" | "bare" | "nginx";
  label: string;
  coding: ServeCoding;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** CPU per request in microseconds, comparable whatever the run's length and rate. */
  clientCpuUs: number;
  serverCpuUs: number | null;
};

const CONNECTIONS = 64;
const NGINX_WORKERS = 2;
/** Pitchsite's web processes on PostgreSQL: as many as nginx has workers. */
const WEB_PROCESSES = NGINX_WORKERS;
const CODINGS: ServeCoding[] = ["identity", "br"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

/** The body exactly as sent (node:http does not decode it, unlike fetch). */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    })
      .once("error", reject)
      .end();
  });
}

async function waitUntilServing(url: string) {
  for (let attempt = 0; ; attempt++) {
    const answer = await fetchRaw(url).catch(() => null);
    if (answer?.status === 200) return;
    if (attempt > 100) throw new Error(`${url} did not answer 200`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** nginx with NGINX_WORKERS workers serving page.html, or page.html.br to a client that accepts br. */
async function startNginx(pageDir: string): Promise<{ child: ChildProcess; url: string; prefix: string } | null> {
  if (spawnSync("nginx", ["-v"]).error) return null;
  const prefix = mkdtempSync(path.join(tmpdir(), "pitchsite-nginx-"));
  const port = await freePort();
  // nginx workers drop root and run as nobody: they must be able to read the files.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, "logs"));
  const www = path.join(prefix, "www");
  mkdirSync(www, { mode: 0o755 });
  for (const name of ["page.html", "page.html.br"]) writeFileSync(path.join(www, name), readFileSync(path.join(pageDir, name)), { mode: 0o644 });
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off; worker_processes ${NGINX_WORKERS}; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
     events { worker_connections 1024; }
     http { access_log off; sendfile on; keepalive_requests 10000000; keepalive_timeout 65; open_file_cache max=10; client_body_temp_path ${prefix}/tmp;
       types { } default_type "text/html; charset=utf-8";
       map $http_accept_encoding $page { ~br /page.html.br; default /page.html; }
       map $http_accept_encoding $coding { ~br br; default ""; }
       server { listen 127.0.0.1:${port}; root ${www};
         location / { add_header Content-Encoding $coding; add_header Vary Accept-Encoding; try_files $page =404; } } }`,
  );
  const child = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilServing(url);
  return { child, url, prefix };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One figure per server and coding: the median of each measure over the rounds. */
function medians(figures: ServeFigure[]): ServeFigure[] {
  const groups = new Map<string, ServeFigure[]>();
  for (const f of figures) groups.set(`${f.server} ${f.coding}`, [...(groups.get(`${f.server} ${f.coding}`) ?? []), f]);
  return [...groups.values()].map((group) => ({
    ...group[0],
    requestsPerSecond: median(group.map((f) => f.requestsPerSecond)),
    p99Ms: median(group.map((f) => f.p99Ms)),
    errors: group.reduce((sum, f) => sum + f.errors, 0),
    clientCpuUs: median(group.map((f) => f.clientCpuUs)),
    serverCpuUs: group.some((f) => f.serverCpuUs === null) ? null : median(group.map((f) => f.serverCpuUs!)),
  }));
}

async function measure(server: ServeFigure["server"], label: string, url: string, pid: number, coding: ServeCoding, seconds: number): Promise<ServeFigure> {
  const headers: Record<string, string> = coding === "br" ? { "Accept-Encoding": "br" } : {};
  const bytes = (await fetchRaw(url, headers)).body.length;
  await generateLoad({ url, headers, seconds: 2, connections: CONNECTIONS }); // warm-up: JIT, caches, keep-alive
  const pids = processFamily(pid);
  const cpuBefore = cpuSeconds(pids);
  const { clientCpuSeconds, ...load } = await generateLoad({ url, headers, seconds, connections: CONNECTIONS });
  const cpuAfter = cpuSeconds(pids);
  const perRequest = (cpu: number) => (cpu * 1e6) / (load.requestsPerSecond * seconds);
  const serverCpuUs = cpuBefore !== null && cpuAfter !== null ? perRequest(cpuAfter - cpuBefore) : null;
  return { server, label, coding, bytes, ...load, clientCpuUs: perRequest(clientCpuSeconds), serverCpuUs };
}

/**
 * Requests/s and p99 for one published microsite at 64 connections, identity and brotli, next to nginx (2 workers)
 * and a bare node:http server serving the same bytes in the same run: Pitchsite on the embedded database (one
 * process) and, when a PostgreSQL server answers, with WEB_PROCESSES=2. Load from wrk when installed.
 */
export async function benchServing(seconds = 10, rounds = 1): Promise<{ tool: string; rounds: number; figures: ServeFigure[]; compression: CompressionRow[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-serve-"));
  const appPort = await freePort();
  const figures: ServeFigure[] = [];
  const { child: app, match } = await spawnUntil(
    [process.execPath, "--import", "tsx", "scripts/bench/serve-app.ts"],
    { DATA_DIR: dataDir, PORT: String(appPort), AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", APP_URL: `http://127.0.0.1:${appPort}` },
    /READY (\S+) (\S+)/,
  );
  const [, slug, htmlFile] = match;
  const compression = compressionTable(readFileSync(htmlFile));
  const appUrl = `http://127.0.0.1:${appPort}/site/${slug}`;
  // The references serve the very bytes Pitchsite sends.
  writeFileSync(`${htmlFile}.br`, (await fetchRaw(appUrl, { "Accept-Encoding": "br" })).body);
  // The same page served by WEB_PROCESSES web processes on PostgreSQL (the embedded database allows one process).
  const serverUrl = await benchServerUrl();
  const scratch = serverUrl ? await createBenchDatabase(serverUrl) : null;
  const pgPort = await freePort();
  const pgDataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-serve-pg-"));
  const clustered = scratch
    ? await spawnUntil(
        [process.execPath, "--import", "tsx", "scripts/bench/serve-app.ts"],
        { DATA_DIR: pgDataDir, DATABASE_URL: scratch.url, WEB_PROCESSES: String(WEB_PROCESSES), HOST: "127.0.0.1", PORT: String(pgPort), AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", APP_URL: `http://127.0.0.1:${pgPort}` },
        /READY (\S+) (\S+)/,
      )
    : null;
  const barePort = await freePort();
  const { child: bare } = await spawnUntil([process.execPath, "--import", "tsx", "scripts/bench/static-server.ts", htmlFile], { PORT: String(barePort) }, /READY/);
  const nginx = await startNginx(path.dirname(htmlFile));
  try {
    // Rounds interleave the servers, so a burst of load from other processes does not land on one of them only.
    for (let round = 0; round < rounds; round++) {
      for (const coding of CODINGS) {
        figures.push(await measure("pitchsite", "Pitchsite, embedded, 1 process", appUrl, app.pid!, coding, seconds));
        if (clustered) {
          const url = `http://127.0.0.1:${pgPort}/site/${clustered.match[1]}`;
          figures.push(await measure("pitchsite-pg", `Pitchsite, PostgreSQL, ${WEB_PROCESSES} processes`, url, clustered.child.pid!, coding, seconds));
        }
        figures.push(await measure("bare", "bare node:http, same bytes", `http://127.0.0.1:${barePort}/`, bare.pid!, coding, seconds));
        if (nginx) figures.push(await measure("nginx", `nginx (${NGINX_WORKERS} workers), same bytes`, nginx.url, nginx.child.pid!, coding, seconds));
      }
    }
  } finally {
    if (nginx) {
      await stopChild(nginx.child, "SIGQUIT");
      rmSync(nginx.prefix, { recursive: true, force: true });
    }
    await stopChild(bare);
    await stopChild(app);
    if (clustered) await stopChild(clustered.child);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pgDataDir, { recursive: true, force: true });
  }
  return { tool: loadTool(), rounds, figures: medians(figures), compression };
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printServing({ tool, rounds, figures, compression }: Awaited<ReturnType<typeof benchServing>>, log = console.log) {
  log("  compressing the page once (what a page-cache fill pays), * = used:");
  for (const row of compression) log(`    ${row.chosen ? "*" : " "} ${row.label.padEnd(11)} ${fmt(row.bytes).padStart(6)} bytes ${fmt(row.ms, 2).padStart(7)} ms`);
  log(`  load: ${tool}, ${CONNECTIONS} connections, medians of ${rounds} interleaved round${rounds > 1 ? "s" : ""}; CPU µs per request, client | server`);
  for (const coding of CODINGS) {
    const run = figures.filter((f) => f.coding === coding);
    const ours = run.find((f) => f.server === "pitchsite")!;
    const oursPg = run.find((f) => f.server === "pitchsite-pg");
    log(`  ${coding === "br" ? "Accept-Encoding: br" : "no Accept-Encoding (identity)"}, ${fmt(ours.bytes)} bytes per page:`);
    for (const f of run) {
      log(
        `    ${f.label.padEnd(38)} ${fmt(f.requestsPerSecond).padStart(7)} req/s, p99 ${fmt(f.p99Ms, 2).padStart(6)} ms, CPU ${fmt(f.clientCpuUs, 1)} | ${f.serverCpuUs === null ? "?" : fmt(f.serverCpuUs, 1)}${f.errors ? `, ${f.errors} errors` : ""}`,
      );
    }
    const references = run.filter((f) => f.server === "bare" || f.server === "nginx");
    const nginx = run.find((f) => f.server === "nginx");
    for (const pitchsite of [ours, oursPg].filter((f) => f !== undefined)) {
      log(`    ${pitchsite.label}: ${references.map((other) => `/ ${other.server} ${fmt(pitchsite.requestsPerSecond / other.requestsPerSecond, 2)}`).join(", ")}`);
      const ratioOk = nginx ? pitchsite.requestsPerSecond >= 0.6 * nginx.requestsPerSecond : null;
      log(`      target >= 0.6 x nginx and p99 <= 8 ms: ${ratioOk === null ? "no nginx (apt-get install nginx-light)" : ratioOk && pitchsite.p99Ms <= 8 ? "met" : "NOT met"}`);
    }
    if (!oursPg) log("    (no PostgreSQL server: set BENCH_DATABASE_URL for the multi-process figure)");
  }
}
