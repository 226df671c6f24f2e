import cluster from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "./config";
import { openPostgres } from "./db/client";
import { runMigrations } from "./db/migrate";
import { superviseProcesses } from "./process/supervisor";
import { serverEntry } from "./runtime-files";

/** What each web process runs, whichever script started the supervisor (the serving bench starts it from its own). */
const WEB_PROCESS_MAIN = serverEntry("main");

/** Set by the supervisor in each web process it starts: its slot, 0..WEB_PROCESSES-1. */
export const WEB_PROCESS_ENV = "PITCHSITE_WEB_PROCESS";

/** This process's slot among the web processes (0 when it runs alone). Slot 0 runs the job worker. */
export const webProcessIndex = (env: NodeJS.ProcessEnv = process.env): number => Number(env[WEB_PROCESS_ENV] ?? 0);

/** Whether this process is the supervisor of several web processes rather than a web process itself. */
export const isSupervisor = (config: Pick<Config, "webProcesses">) => config.webProcesses > 1 && cluster.isPrimary;

/**
 * The supervisor of WEB_PROCESSES web processes sharing PORT (node:cluster hands each accepted connection to the
 * next process in turn). It migrates the database once before any of them starts, replaces a process that dies,
 * and passes SIGTERM/SIGINT on: each process then stops as a lone one does (finishes its requests, writes its
 * buffered metrics, its job worker finishes the batches in hand) and the supervisor exits when all have.
 */
export async function runWebCluster(config: Config, logger: Logger): Promise<void> {
  const handle = openPostgres(config.databaseUrl!, { max: 2 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  cluster.setupPrimary({ exec: WEB_PROCESS_MAIN });
  const supervisor = superviseProcesses({
    count: config.webProcesses,
    start: (index) => cluster.fork({ [WEB_PROCESS_ENV]: String(index) }),
    logger,
  });
  logger.info({ webProcesses: config.webProcesses, port: config.port }, `Pitchsite is running on ${config.appUrl} with ${config.webProcesses} web processes`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the web processes");
    const clean = await supervisor.stop("SIGTERM");
    process.exit(clean ? 0 : 1);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
