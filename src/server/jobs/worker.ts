import type { Logger } from "pino";
import type { AiProvider } from "../ai/provider";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { DiskGuard } from "../disk/disk-guard";
import type { Mailer } from "../mail/mailer";
import type { Storage } from "../storage/storage";
import { shrinkStoredRepPhotos } from "../features/account/rep-photo-size";
import { startCrmSyncWorker } from "../features/integrations/sync-job";
import { removeAbandonedUploads } from "../features/uploads/abandoned-uploads";
import { cleanupUploadsJob, generateMicrositeJob, refreshRepPagesJob, sweepJob } from "./definitions";
import { deferBatchIfDiskLow } from "./disk-deferral";
import { handleGenerateBatch } from "./generate-microsites";
import { createContextLoader } from "./generation-context";
import type { JobQueue } from "./queue";
import { refreshRepPages, requestRepPageRefreshIfWaiting } from "./refresh-rep-pages";
import { sweepMicrosites } from "./sweep";
import { startWorkerRegistry } from "./worker-registry";

export type WorkerDeps = {
  db: Database;
  storage: Storage;
  ai: AiProvider;
  config: Pick<Config, "appUrl" | "micrositeBaseUrl" | "aiModel" | "aiMaxConcurrency" | "authSecret" | "crm">;
  logger: Logger;
  queue: JobQueue;
  /** Generation pauses while DATA_DIR's disk is nearly full and resumes when it has room (null: nothing local grows). */
  disk?: DiskGuard | null;
  /** Tells admins by email when pages wait for their approval (null: no SMTP_URL). */
  mailer?: Mailer | null;
};

/** Registers the generation and sweep handlers on a started queue; `stop` stops taking new work. */
export async function startWorker(deps: WorkerDeps) {
  const { queue, ai, config, logger } = deps;
  const settings = queue.settings.generate;
  // Registered before taking any work, so every claim names a live worker (and a restart takes over a dead one's at once).
  const registry = await startWorkerRegistry(deps, queue.settings.registry);
  const generateDeps = { ...deps, contexts: createContextLoader(deps.db), staleClaimMinutes: queue.settings.sweep.staleClaimMinutes, workerId: registry.id };
  // The built-in writer is CPU-bound and instant: large batches. A network provider: batches as large as the most
  // requests the rate governor may run at once, so it is never short of pages to send while a batch drains.
  const batchSize = ai.kind === "builtin" ? settings.builtinBatchSize : Math.max(1, config.aiMaxConcurrency);
  let generateWorkerId: string | null = null;
  const startGenerating = async () => {
    generateWorkerId ??= await queue.boss.work(
      generateMicrositeJob.name,
      {
        batchSize,
        burstWhenBatchFull: true,
        includeMetadata: true,
        perJobResults: true,
        localConcurrency: settings.localConcurrency,
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: settings.notifyPollingIntervalSeconds,
      },
      async (jobs) => (await deferBatchIfDiskLow(deps, jobs)) ?? handleGenerateBatch(generateDeps, jobs),
    );
  };
  const stopGenerating = async () => {
    const id = generateWorkerId;
    generateWorkerId = null;
    if (id) await queue.boss.offWork(generateMicrositeJob.name, { id, wait: true });
  };
  // A full disk would hang the embedded database mid-write: the jobs wait in the queue until there is room again.
  if (!deps.disk?.isLow()) await startGenerating();
  let diskTurn = Promise.resolve();
  const stopWatchingDisk = deps.disk?.onChange((state) => {
    diskTurn = diskTurn.then(state.low ? stopGenerating : startGenerating).catch((error) => logger.error({ err: error }, "could not pause or resume generation"));
  });
  const sweepWorkerId = await queue.boss.work(sweepJob.name, { pollingIntervalSeconds: 5 }, () => sweepMicrosites(deps));
  await queue.boss.schedule(sweepJob.name, queue.settings.sweep.cron);
  const cleanupWorkerId = await queue.boss.work(cleanupUploadsJob.name, { pollingIntervalSeconds: 60 }, async () => {
    const removed = await removeAbandonedUploads(deps);
    if (removed.length > 0) logger.info({ removed: removed.length }, "removed abandoned logo uploads");
  });
  await queue.boss.schedule(cleanupUploadsJob.name, queue.settings.sweep.uploadsCleanupCron);
  const crmSync = await startCrmSyncWorker(deps);
  const repPagesWorkerId = await queue.boss.work(refreshRepPagesJob.name, { pollingIntervalSeconds: 5 }, async () => void (await refreshRepPages(deps)));
  await requestRepPageRefreshIfWaiting(deps.db, queue).catch((error) => logger.error({ err: error }, "could not request the handed-over pages' re-render"));
  // Once now, so a restart recovers what a crash left behind without waiting for the first tick.
  await sweepMicrosites(deps).catch((error) => logger.error({ err: error }, "initial sweep failed"));
  // Rep photos stored before uploads were resized: shrunk in place, in the background (one header read each after that).
  const photoShrink = shrinkStoredRepPhotos(deps)
    .then((shrunk) => shrunk > 0 && logger.info({ shrunk }, "resized stored rep photos"))
    .catch((error) => logger.error({ err: error }, "could not resize stored rep photos"));
  logger.info({ provider: ai.kind, batchSize }, "microsite worker started");
  return {
    /**
     * Stops taking work and waits for the batches in hand. With `abortAfterMs`, pages still being written then have
     * their provider requests aborted and go back to the queue unwritten (answers already received are kept).
     */
    async stop({ abortAfterMs }: { abortAfterMs?: number } = {}) {
      stopWatchingDisk?.();
      await diskTurn;
      const abort = abortAfterMs === undefined ? null : setTimeout(() => queue.work.shutdown(), abortAfterMs);
      try {
        await stopGenerating();
      } finally {
        if (abort) clearTimeout(abort);
      }
      await queue.boss.offWork(sweepJob.name, { id: sweepWorkerId, wait: true });
      await queue.boss.offWork(cleanupUploadsJob.name, { id: cleanupWorkerId, wait: true });
      await queue.boss.offWork(refreshRepPagesJob.name, { id: repPagesWorkerId, wait: true });
      await crmSync.stop();
      await photoShrink;
      await registry.stop();
    },
  };
}

export type RunningWorker = Awaited<ReturnType<typeof startWorker>>;
