import type { Job, PgBoss, Queue } from "pg-boss";
import type { Logger } from "pino";
import { z } from "zod";
import { UUID_PATTERN } from "../../../shared/uuid";
import type { Database } from "../../db/client";
import { crmConnections } from "../../db/schema";
import { createCrmRuntime, type CrmConfig } from "./crm-runtime";
import { syncConnection } from "./crm-sync";

/** One sync run of one CRM connection (keyed by it: one queued and one running at most per connection). */
export const crmSyncJob = { name: "crm-sync", schema: z.object({ connectionId: z.string().regex(UUID_PATTERN) }) };

/**
 * Stately per connection. A 5xx or a network failure retries from 15 s, doubling up to 15 min, 12 times (about two
 * hours); a 429 is not a failure: the run reschedules itself at Retry-After instead.
 */
export const crmSyncQueue: Omit<Queue, "name"> = {
  policy: "stately",
  retryLimit: 12,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 10 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
  notify: true,
};

/** Asks for a run of the connection (after `startAfterSeconds`); a run already waiting makes this a no-op. */
export async function requestCrmSync(boss: PgBoss, connectionId: string, startAfterSeconds = 0) {
  await boss.send(crmSyncJob.name, { connectionId }, { singletonKey: connectionId, startAfter: startAfterSeconds > 0 ? startAfterSeconds : undefined });
}

type SyncWorkerDeps = { db: Database; config: CrmConfig; queue: { boss: PgBoss }; logger: Logger };

/**
 * Takes crm-sync jobs. Each run schedules the connection's next one (every CRM_SYNC_INTERVAL_SECONDS, at once while
 * a backlog remains, at Retry-After after a 429), so engagement reaches the CRM without touching the page-view path;
 * a start asks for a run of every connection, which restarts chains a stopped process left.
 */
export async function startCrmSyncWorker({ db, config, queue, logger }: SyncWorkerDeps) {
  const { boss } = queue;
  const runtime = createCrmRuntime(db, config);
  const interval = config.crm.syncIntervalSeconds;
  // Runs wait with startAfter, which a NOTIFY at insert does not cover: polling (every second) finds them when due.
  const workerId = await boss.work(crmSyncJob.name, { includeMetadata: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 }, async ([job]: Array<Job<unknown> & { retryCount: number; retryLimit: number }>) => {
    const { connectionId } = crmSyncJob.schema.parse(job.data);
    try {
      const outcome = await syncConnection(runtime.syncDeps, connectionId);
      await requestCrmSync(boss, connectionId, outcome.retryAfterSeconds ?? (outcome.more ? 0 : interval));
      if (outcome.written + outcome.entries + outcome.failed > 0) logger.info({ connectionId, ...outcome }, "crm sync run");
    } catch (error) {
      logger.warn({ connectionId, err: { message: (error as Error).message } }, "crm sync run failed; retrying with backoff");
      // The last attempt keeps the connection's chain going; earlier ones leave it to pg-boss's backoff.
      if (job.retryCount >= job.retryLimit) await requestCrmSync(boss, connectionId, interval);
      throw error;
    }
  });
  const connections = await db.select({ id: crmConnections.id }).from(crmConnections);
  for (const { id } of connections) await requestCrmSync(boss, id);
  return { stop: () => boss.offWork(crmSyncJob.name, { id: workerId, wait: true }) };
}
