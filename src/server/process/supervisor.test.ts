import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { superviseProcesses, type Supervisor } from "./supervisor";

/** A real process standing in for a web process: says "ready", exits with EXIT_CODE on SIGTERM, or at once with CRASH. */
const PROGRAM = `
if (process.env.CRASH) process.exit(3);
process.on("SIGTERM", () => process.exit(Number(process.env.EXIT_CODE ?? 0)));
setInterval(() => {}, 60_000);
console.log("ready");
`;

type Started = { index: number; child: ChildProcess; ready: Promise<void> };

function processes(env: Record<string, string> = {}) {
  const started: Started[] = [];
  const start = (index: number) => {
    const child = spawn(process.execPath, ["-e", PROGRAM], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    const ready = new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
    started.push({ index, child, ready });
    return child;
  };
  return { started, start };
}

function recordingLogger() {
  const errors: Array<Record<string, unknown>> = [];
  return { errors, logger: { info: () => {}, warn: () => {}, error: (fields: Record<string, unknown>) => errors.push(fields) } };
}

describe("web process supervisor", () => {
  let supervisor: Supervisor | null = null;
  afterEach(async () => {
    await supervisor?.stop("SIGKILL");
    supervisor = null;
  });

  it("starts the processes, replaces one that dies in its slot, and stops them all cleanly", async () => {
    const { started, start } = processes();
    const { errors, logger } = recordingLogger();
    supervisor = superviseProcesses({ count: 2, start, logger, restartDelayMs: 1 });
    expect(started.map((s) => s.index)).toEqual([0, 1]);
    await Promise.all(started.map((s) => s.ready));

    started[0].child.kill("SIGKILL");
    await expect.poll(() => started.length).toBe(3);
    expect(started[2].index).toBe(0); // the replacement takes the dead process's slot (slot 0 runs the job worker)
    expect(errors[0]).toMatchObject({ webProcess: 0, signal: "SIGKILL" });
    await started[2].ready;
    expect(supervisor.running).toBe(2);
    expect(supervisor.restarts).toBe(1);

    expect(await supervisor.stop("SIGTERM")).toBe(true);
    expect(started.slice(1).map((s) => s.child.exitCode)).toEqual([0, 0]);
    expect(started.length).toBe(3); // nothing is replaced once stopping
    supervisor = null;
  });

  it("reports an unclean stop", async () => {
    const { started, start } = processes({ EXIT_CODE: "1" });
    supervisor = superviseProcesses({ count: 2, start, logger: recordingLogger().logger });
    await Promise.all(started.map((s) => s.ready));
    expect(await supervisor.stop("SIGTERM")).toBe(false);
    supervisor = null;
  });

  it("waits longer before each replacement while replacements keep dying young", async () => {
    const { start } = processes({ CRASH: "1" });
    const { errors, logger } = recordingLogger();
    supervisor = superviseProcesses({ count: 1, start, logger, restartDelayMs: 1, maxRestartDelayMs: 8, healthyAfterMs: 60_000 });
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(5);
    expect(errors.slice(0, 5).map((e) => e.restartInMs)).toEqual([1, 2, 4, 8, 8]);
    expect(errors[0]).toMatchObject({ webProcess: 0, code: 3 });
  });

  it("kills processes that do not stop in time", async () => {
    const { started, start } = processes();
    supervisor = superviseProcesses({ count: 1, start, logger: recordingLogger().logger, stopTimeoutMs: 1 });
    await started[0].ready;
    // SIGCONT does not stop a running process: it keeps running until the stop timeout kills it.
    expect(await supervisor.stop("SIGCONT")).toBe(false);
    expect(started[0].child.signalCode).toBe("SIGKILL");
    supervisor = null;
  });
});
