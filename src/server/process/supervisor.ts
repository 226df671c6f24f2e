import type { Logger } from "pino";

/** What the supervisor needs of a web process: cluster workers and child processes both fit. */
export type SupervisedProcess = {
  kill(signal: NodeJS.Signals): unknown;
  once(event: "exit", listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
};

export type SupervisorOptions = {
  count: number;
  /** Starts web process number `index` (0 runs the job worker); called again with the same index to replace it. */
  start: (index: number) => SupervisedProcess;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** First wait before replacing a process that died; doubles while replacements die young, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A process that lived this long was healthy: its replacement starts after restartDelayMs again. */
  healthyAfterMs?: number;
  /** How long a stop waits for the processes to finish their work before it kills them. */
  stopTimeoutMs?: number;
  now?: () => number;
};

type Slot = { process: SupervisedProcess | null; startedAt: number; delayMs: number; exited: Promise<number | null>; timer?: NodeJS.Timeout };

/**
 * Keeps `count` web processes running: a process that dies is replaced (after a delay that grows while
 * replacements keep dying young, so a broken deployment does not spin), and `stop(signal)` passes the signal to
 * every process, waits for their clean stop (buffered metrics written, the job worker's batches finished) and
 * answers whether all of them exited with 0.
 */
export function superviseProcesses(options: SupervisorOptions) {
  const { count, start, logger, restartDelayMs = 1000, maxRestartDelayMs = 30_000, healthyAfterMs = 60_000, stopTimeoutMs = 60_000 } = options;
  const now = options.now ?? Date.now;
  let stopping = false;
  let restarts = 0;
  const slots: Slot[] = [];

  function launch(index: number, delayMs: number) {
    const child = start(index);
    const slot: Slot = { process: child, startedAt: now(), delayMs, exited: Promise.resolve(null) };
    slot.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        slot.process = null;
        resolve(code);
        if (stopping) return;
        const wait = now() - slot.startedAt >= healthyAfterMs ? restartDelayMs : slot.delayMs;
        logger.error({ webProcess: index, code, signal, restartInMs: wait }, "a web process stopped unexpectedly; starting a new one");
        restarts += 1;
        slot.timer = setTimeout(() => {
          if (!stopping) launch(index, Math.min(wait * 2, maxRestartDelayMs));
        }, wait);
      });
    });
    slots[index] = slot;
  }

  for (let index = 0; index < count; index++) launch(index, restartDelayMs);

  return {
    get restarts() {
      return restarts;
    },
    /** The processes running now (a dead one awaiting its replacement is not). */
    get running() {
      return slots.filter((s) => s.process !== null).length;
    },
    async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<boolean> {
      stopping = true;
      for (const slot of slots) clearTimeout(slot.timer);
      const live = slots.filter((s) => s.process !== null);
      for (const slot of live) slot.process!.kill(signal);
      const killer = setTimeout(() => {
        logger.warn({ afterMs: stopTimeoutMs }, "web processes did not stop in time; killing them");
        for (const slot of live) slot.process?.kill("SIGKILL");
      }, stopTimeoutMs);
      const codes = await Promise.all(live.map((s) => s.exited));
      clearTimeout(killer);
      return codes.every((code) => code === 0);
    },
  };
}

export type Supervisor = ReturnType<typeof superviseProcesses>;
