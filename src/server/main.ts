import { createApp, createFastPaths } from "./app";
import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { DiskFullError } from "./disk/disk-guard";
import { createHttpServer } from "./http/node-server";
import { startWorker, type RunningWorker } from "./job-worker/start-worker";
import { createLogger } from "./logger";
import { exitOnSignals } from "./process/shutdown";
import { isSupervisor, runWebCluster, webProcessIndex } from "./web-cluster";
import { startServices } from "./services";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (isSupervisor(config)) {
    if (config.micrositeBaseUrlWarning) logger.warn(config.micrositeBaseUrlWarning);
    return runWebCluster(config, logger);
  }
  const index = webProcessIndex();
  if (config.micrositeBaseUrlWarning && index === 0) logger.warn(config.micrositeBaseUrlWarning);
  const services = await startServices(config, logger);
  const app = createApp(services.deps);
  // Embedded PGlite belongs to this process alone, so its worker always runs here. Of several web processes the
  // first runs the job worker (one is enough, and `npm run worker` processes add more).
  const runWorker = (config.runWorker && index === 0) || services.handle.kind === "pglite";
  const worker: RunningWorker | null = runWorker ? await startWorker(services.deps) : null;
  const server = createHttpServer(app, createFastPaths(services.deps));
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: services.handle.kind, dataDir: config.dataDir, storage: config.storage.driver, worker: runWorker, webProcess: index },
      config.webProcesses > 1 ? `web process ${index} is serving` : `Pitchsite is running on ${config.appUrl}`,
    );
  });

  exitOnSignals(logger, config.shutdownGraceMs, async (workMs) => {
    server.close();
    await worker?.stop({ abortAfterMs: workMs });
    await services.close();
  });
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof DiskFullError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("Pitchsite failed to start:", error);
  process.exit(1);
});
