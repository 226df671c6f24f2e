// The serving bench's load generator. wrk (C, multi-threaded) when installed; else autocannon spread over worker
// threads. Run inside the bench's own event loop, autocannon was the ceiling it claimed to measure (17k req/s for an
// nginx that wrk pushes to 53k), so the client's CPU is reported next to every figure.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; clientCpuSeconds: number };
export type LoadOptions = { url: string; headers: Record<string, string>; seconds: number; connections: number };

export const loadTool = (): "wrk" | "autocannon" => (spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk");
const THREADS = Math.min(2, availableParallelism());

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's "Requests/sec", 99th percentile (from --latency) and error lines. */
export function parseWrk(output: string): Omit<LoadResult, "clientCpuSeconds"> {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  if (!rps || !p99) throw new Error(`Unexpected wrk output:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: Number(rps[1]), p99Ms: Number(p99[1]) * UNIT_MS[p99[2]], errors: non2xx + socketErrors };
}

/** bash's `times` after wrk exits: the second line is the CPU its children (wrk) used, user and system. */
function parseChildTimes(text: string): number {
  const line = text.trim().split("\n").at(-1) ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
}

function runWrk({ url, headers, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", 'wrk "$@"; status=$?; times >&2; exit $status', "wrk", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${stdout}\n${stderr}`));
      try {
        resolve({ ...parseWrk(stdout), clientCpuSeconds: parseChildTimes(stderr) });
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

async function runAutocannon({ url, headers, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: THREADS });
  const used = process.cpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    clientCpuSeconds: (used.user + used.system) / 1e6,
  };
}

export function generateLoad(options: LoadOptions): Promise<LoadResult> {
  return loadTool() === "wrk" ? runWrk(options) : runAutocannon(options);
}
