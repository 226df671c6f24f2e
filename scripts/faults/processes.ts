import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export type LogLine = { at: number; level: number; msg: string; raw: string; source: string };

/** A spawned server or worker whose output is kept, line by line, with the time each line was written. */
export type Proc = { name: string; child: ChildProcess; lines: LogLine[]; exited: Promise<number | null> };

export function spawnProcess(name: string, script: "main" | "worker", env: Record<string, string>, lines: LogLine[]): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", `src/server/${script}.ts`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const take = (chunk: Buffer) => {
    for (const raw of chunk.toString().split("\n").filter(Boolean)) {
      try {
        const parsed = JSON.parse(raw) as { time: number; level: number; msg: string };
        lines.push({ at: parsed.time, level: parsed.level, msg: parsed.msg, raw, source: name });
      } catch {
        lines.push({ at: Date.now(), level: 50, msg: raw, raw, source: name });
      }
    }
  };
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  return { name, child, lines, exited };
}

/** Resolves once the process wrote a line matching `ready`; rejects if it exits first. */
export async function untilLine(proc: Proc, ready: RegExp, from = 0): Promise<LogLine> {
  for (;;) {
    const line = proc.lines.slice(from).find((l) => l.source === proc.name && ready.test(l.msg));
    if (line) return line;
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited (${proc.child.exitCode}): ${proc.lines.slice(-5).map((l) => l.msg).join(" | ")}`);
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function kill9(proc: Proc): Promise<number> {
  const at = Date.now();
  proc.child.kill("SIGKILL");
  await proc.exited;
  return at;
}

/** SIGTERM and the time until the process was gone (null: still there after `limitMs`, then killed). */
export async function stopGracefully(proc: Proc, limitMs = 60_000): Promise<number | null> {
  if (proc.child.exitCode !== null) return 0;
  const started = Date.now();
  proc.child.kill("SIGTERM");
  const gone = await Promise.race([proc.exited.then(() => true), sleep(limitMs).then(() => false)]);
  if (gone) return Date.now() - started;
  proc.child.kill("SIGKILL");
  await proc.exited;
  return null;
}
