import { sweepLeftoverTempFiles } from "../storage/temp-file-sweeper";
import { shrinkStoredRepPhotos } from "../features/account/rep-photo-size";
import { requestSyncOfEveryConnection } from "../features/integrations/sync-job";
import { queuePendingDeliveries } from "../jobs/webhook-outbox";
import { jobDefinitions } from "./definitions/all";
import type { JobContext, JobDefinition, WorkerDeps } from "./definitions/job-definition";
import { requestRepPageRefreshIfWaiting } from "../jobs/refresh-rep-pages";
import { sweepMicrosites } from "../jobs/sweep";
import { startWorkerRegistry } from "../jobs/worker-registry";

/** One definition's handler on the queue: taking jobs, and (for those that pause while the disk is low) not. */
function registration(ctx: JobContext, definition: JobDefinition<unknown>) {
  const { boss } = ctx.queue;
  const handler = definition.handler(ctx);
  let workerId: string | null = null;
  return {
    definition,
    async start() {
      workerId ??= await boss.work(definition.name, { ...definition.work(ctx), includeMetadata: true }, handler);
    },
    /** Stops taking jobs and waits for the ones in hand. */
    async stop() {
      const id = workerId;
      workerId = null;
      if (id) await boss.offWork(definition.name, { id, wait: true });
    },
  };
}

/**
 * Registers every job definition on a started queue (and their schedules), after this process joined the worker
 * registry; `stop` stops taking new work.
 */
export async function startWorker(deps: WorkerDeps) {
  const { queue, ai, logger } = deps;
  // Registered before taking any work, so every claim names a live worker (and a restart takes over a dead one's at once).
  const registry = await startWorkerRegistry(deps, queue.settings.registry);
  const ctx: JobContext = { ...deps, workerId: registry.id };
  const registrations = jobDefinitions.map((definition) => registration(ctx, definition));
  const pausing = registrations.filter((r) => r.definition.pausesWhileDiskLow);
  // A full disk would hang the embedded database mid-write: their jobs wait in the queue until there is room again.
  for (const r of registrations) if (!(r.definition.pausesWhileDiskLow && deps.disk?.isLow())) await r.start();
  let diskTurn = Promise.resolve();
  const stopWatchingDisk = deps.disk?.onChange((state) => {
    diskTurn = diskTurn
      .then(() => Promise.all(pausing.map((r) => (state.low ? r.stop() : r.start()))))
      .then(() => undefined)
      .catch((error) => logger.error({ err: error }, "could not pause or resume generation"));
  });
  for (const { name, schedule } of jobDefinitions) if (schedule) await queue.boss.schedule(name, schedule);

  // Once now, so a restart recovers what a crash left behind without waiting for the first scheduled run.
  await requestRepPageRefreshIfWaiting(deps.db, queue).catch((error) => logger.error({ err: error }, "could not request the handed-over pages' re-render"));
  await sweepMicrosites(deps).catch((error) => logger.error({ err: error }, "initial sweep failed"));
  await sweepLeftoverTempFiles(deps.storage, logger);
  await queuePendingDeliveries(deps.db, queue).catch((error) => logger.error({ err: error }, "could not queue the pending webhook deliveries"));
  await requestSyncOfEveryConnection(deps.db, queue.boss).catch((error) => logger.error({ err: error }, "could not request the CRM connections' sync"));
  // Rep photos stored before uploads were resized: shrunk in place, in the background (one header read each after that).
  const photoShrink = shrinkStoredRepPhotos(deps)
    .then((shrunk) => shrunk > 0 && logger.info({ shrunk }, "resized stored rep photos"))
    .catch((error) => logger.error({ err: error }, "could not resize stored rep photos"));
  logger.info({ provider: ai.kind, jobs: jobDefinitions.length }, "worker started");
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
        await Promise.all(registrations.map((r) => r.stop()));
      } finally {
        if (abort) clearTimeout(abort);
      }
      await photoShrink;
      await registry.stop();
    },
  };
}

export type RunningWorker = Awaited<ReturnType<typeof startWorker>>;
