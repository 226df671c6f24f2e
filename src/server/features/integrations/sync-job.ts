import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "@/server/db/client";
import { crmConnections } from "@/server/db/schema";
import { crmSyncJob } from "@/server/jobs/job-payloads";
import type { createCrmRuntime } from "./crm-runtime";
import { syncConnection } from "./crm-sync";

/** Asks for a run of the connection (after `startAfterSeconds`); a run already waiting makes this a no-op. */
export async function requestCrmSync(boss: PgBoss, connectionId: string, startAfterSeconds = 0) {
  await boss.send(crmSyncJob.name, { connectionId }, { singletonKey: connectionId, startAfter: startAfterSeconds > 0 ? startAfterSeconds : undefined });
}

type SyncRunDeps = { runtime: ReturnType<typeof createCrmRuntime>; boss: PgBoss; interval: number; logger: Logger };

/** One crm-sync job: syncs the connection, then asks for its next run. */
export async function runCrmSync({ runtime, boss, interval, logger }: SyncRunDeps, job: JobWithMetadata<unknown>) {
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
}

/** At a worker's start: a run of every connection, which restarts the chains a stopped process left. */
export async function requestSyncOfEveryConnection(db: Database, boss: PgBoss) {
  const connections = await db.select({ id: crmConnections.id }).from(crmConnections);
  for (const { id } of connections) await requestCrmSync(boss, id);
}
