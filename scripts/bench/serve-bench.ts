import { spawn, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_SECRET, spawnUntil, stopChild } from "./helpers";

export type ServeFigure = { label: string; requestsPerSecond: number; p99Ms: number; errors: number };

const CONNECTIONS = 64;

async function measure(label: string, url: string, durationSeconds: number): Promise<ServeFigure> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, caches
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds });
  return { label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

function nginxAvailable(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

/** nginx serving the same file, when installed (apt-get install nginx-light). */
async function measureNginx(htmlFile: string, port: number, workers: number, durationSeconds: number): Promise<ServeFigure | null> {
  if (!nginxAvailable()) return null;
  const prefix = mkdtempSync(path.join(tmpdir(), "pitchsite-nginx-"));
  // nginx workers drop root and run as nobody: they must be able to read the file.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, "logs"));
  mkdirSync(path.join(prefix, "www"));
  copyFileSync(htmlFile, path.join(prefix, "www", "page.html"));
  chmodSync(path.join(prefix, "www"), 0o755);
  chmodSync(path.join(prefix, "www", "page.html"), 0o644);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off; worker_processes ${workers}; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
     events { worker_connections 1024; }
     http { access_log off; sendfile on; keepalive_requests 10000000; keepalive_timeout 65; open_file_cache max=10; client_body_temp_path ${prefix}/tmp;
       server { listen 127.0.0.1:${port}; root ${prefix}/www; location / { try_files /page.html =404; } } }`,
  );
  const child = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  try {
    return await measure(`nginx (${workers} worker${workers > 1 ? "s" : ""}), same HTML file`, `http://127.0.0.1:${port}/`, durationSeconds);
  } finally {
    await stopChild(child, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** Requests/s and p99 for one published microsite at 64 connections, next to static servers of the same file. */
export async function benchServing(durationSeconds = 10): Promise<ServeFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-serve-"));
  const appPort = 3201;
  const figures: ServeFigure[] = [];
  const { child: app, match } = await spawnUntil(
    [process.execPath, "--import", "tsx", "scripts/bench/serve-app.ts"],
    { DATA_DIR: dataDir, PORT: String(appPort), AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", APP_URL: `http://127.0.0.1:${appPort}` },
    /READY (\S+) (\S+)/,
  );
  const [, slug, htmlFile] = match;
  try {
    figures.push(await measure("Pitchsite /site/{slug} (cached)", `http://127.0.0.1:${appPort}/site/${slug}`, durationSeconds));
    const { child: bare } = await spawnUntil([process.execPath, "--import", "tsx", "scripts/bench/static-server.ts", htmlFile], { PORT: "3202" }, /READY/);
    try {
      figures.push(await measure("bare node:http, same HTML", "http://127.0.0.1:3202/", durationSeconds));
    } finally {
      await stopChild(bare);
    }
    // Our server is one Node process: nginx with one worker is the like-for-like baseline; with one
    // worker per core it shows what a machine can do.
    for (const workers of [1, availableParallelism()]) {
      const nginx = await measureNginx(htmlFile, 3203, workers, durationSeconds);
      if (nginx) figures.push(nginx);
    }
  } finally {
    await stopChild(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
