import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { DiskFullError } from "./disk/disk-guard";
import { startWorker } from "./job-worker/start-worker";
import { createLogger } from "./logger";
import { exitOnSignals } from "./process/shutdown";
import { startServices } from "./services";

/**
 * `npm run worker`: a generation worker without the web server, for production on PostgreSQL
 * (N web processes with RUN_WORKER=false + M of these). On the embedded database the web process
 * runs its own worker, and the data-directory lock refuses a second process with a clear message.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const services = await startServices(config, logger);
  const worker = await startWorker(services.deps);
  logger.info({ database: services.handle.kind, provider: services.deps.ai.kind }, "Pitchsite worker is running");
  exitOnSignals(logger, config.shutdownGraceMs, async (workMs) => {
    await worker.stop({ abortAfterMs: workMs });
    await services.close();
  });
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError || error instanceof DiskFullError ? error.message : `Pitchsite worker failed to start: ${error}`);
  process.exit(1);
});
