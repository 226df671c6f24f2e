import { PgBoss, fromPglite, type Queue } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client";
import { crmSyncJob, crmSyncQueue } from "../features/integrations/sync-job";
import { cleanupUploadsJob, generateMicrositeJob, refreshRepPagesJob, sweepJob } from "./definitions";
import type { JobSettings } from "./job-settings";
import { createWorkCancellation, type WorkCancellation } from "./work-cancellation";

export type JobQueue = {
  readonly boss: PgBoss;
  readonly settings: JobSettings;
  start(): Promise<void>;
  /** graceful: wait for running handlers; otherwise leave their jobs for the heartbeat monitor to hand on. */
  stop(options?: { graceful?: boolean }): Promise<void>;
  /**
   * One job per microsite, inserted in chunks. The k-th job of a call gets priority -k: workers take the highest
   * priority first, so launches waiting at the same time share the workers round-robin, and a 20-contact launch
   * is not stuck behind another user's 40,000-contact one.
   */
  enqueueGeneration(micrositeIds: string[]): Promise<void>;
  /** The abort signals of this process's generation work (Stop and shutdown abort it). */
  readonly work: WorkCancellation;
};

const INSERT_CHUNK = 1000;

/**
 * pg-boss on the app's own database: PGlite through pg-boss's adapter (one in-process connection), or
 * its own small pool on PostgreSQL. The schema is created on first start.
 */
export function createJobQueue(handle: DatabaseHandle, options: { connectionString?: string; settings: JobSettings; logger: Logger }): JobQueue {
  const { settings, logger } = options;
  const common = {
    superviseIntervalSeconds: settings.boss.superviseIntervalSeconds,
    monitorIntervalSeconds: settings.boss.monitorIntervalSeconds,
    // New jobs wake idle workers at once (NOTIFY) instead of at their next poll; polling stays as a backstop.
    useListenNotify: true,
  };
  let boss: PgBoss;
  if (handle.kind === "pglite") {
    boss = new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite", ...common });
  } else {
    if (!options.connectionString) throw new Error("The job queue needs the PostgreSQL connection string");
    boss = new PgBoss({ connectionString: options.connectionString, max: 4, application_name: "pitchsite-queue", ...common });
  }
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));

  const generateQueue: Omit<Queue, "name"> = {
    retryLimit: settings.generate.retryLimit,
    retryDelay: settings.generate.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.generate.retryDelayMaxSeconds,
    heartbeatSeconds: settings.generate.heartbeatSeconds,
    expireInSeconds: settings.generate.expireInSeconds,
    deleteAfterSeconds: settings.generate.deleteAfterSeconds,
    notify: true,
  };

  async function ensureQueue(name: string, queueOptions: Omit<Queue, "name">) {
    // pg-boss fixes a queue's policy when it creates it ("cannot be changed after creation"): every later start
    // updates the other options only.
    const { policy, ...changeable } = queueOptions;
    if (await boss.getQueue(name)) await boss.updateQueue(name, changeable);
    else await boss.createQueue(name, { ...changeable, policy });
  }

  return {
    boss,
    settings,
    work: createWorkCancellation(),
    async start() {
      await boss.start();
      await ensureQueue(generateMicrositeJob.name, generateQueue);
      await ensureQueue(sweepJob.name, { retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 60 * 60 });
      await ensureQueue(crmSyncJob.name, crmSyncQueue);
      await ensureQueue(cleanupUploadsJob.name, { retryLimit: 0, expireInSeconds: 30 * 60, deleteAfterSeconds: 24 * 60 * 60 });
      // One job queued and one running at most (stately): the job works through every waiting page, so more would
      // only repeat it. A failure (storage or database unreachable) retries with backoff from 30 s up to 10 min.
      await ensureQueue(refreshRepPagesJob.name, {
        policy: "stately",
        retryLimit: 10,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 600,
        expireInSeconds: 30 * 60,
        deleteAfterSeconds: 24 * 60 * 60,
        notify: true,
      });
    },
    async stop({ graceful = true } = {}) {
      await boss.stop({ graceful, timeout: graceful ? 30_000 : 1, close: true });
    },
    async enqueueGeneration(micrositeIds) {
      for (let i = 0; i < micrositeIds.length; i += INSERT_CHUNK) {
        const chunk = micrositeIds.slice(i, i + INSERT_CHUNK);
        await boss.insert(generateMicrositeJob.name, chunk.map((micrositeId, k) => ({ data: { micrositeId }, priority: -(i + k) })));
      }
    },
  };
}
