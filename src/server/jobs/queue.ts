import { sql, type SQL } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type JobInsert, type Queue } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle, Executor } from "../db/client";
import { generateMicrositeJob, type JobPayload } from "./job-payloads";
import type { JobSettings } from "./job-settings";
import { createWorkCancellation, type WorkCancellation } from "./work-cancellation";

/** A kind of job as the queue sees it: its name, payload and queue options (job-worker/definitions adds the rest). */
export type QueueDefinition<T = unknown> = JobPayload<T> & {
  /**
   * The queue's options. `policy` takes effect only when the queue is created: pg-boss refuses to change a
   * queue's policy, so a changed policy needs a new queue name.
   */
  queue(settings: JobSettings): Omit<Queue, "name">;
};

export type JobQueue = {
  readonly boss: PgBoss;
  readonly settings: JobSettings;
  /** Which database the queue lives in (work only the embedded one needs checks it). */
  readonly databaseKind: DatabaseHandle["kind"];
  start(): Promise<void>;
  /** graceful: wait for running handlers; otherwise leave their jobs for the heartbeat monitor to hand on. */
  stop(options?: { graceful?: boolean }): Promise<void>;
  /**
   * One job per microsite, inserted in chunks. The k-th job of a call gets priority -k: workers take the highest
   * priority first, so launches waiting at the same time share the workers round-robin, and a 20-contact launch
   * is not stuck behind another user's 40,000-contact one.
   */
  enqueueGeneration(micrositeIds: string[]): Promise<void>;
  /** Sends jobs inside the caller's transaction: they exist exactly when what caused them commits. */
  sendInTransaction<T extends object>(tx: Executor, job: JobPayload<T>, jobs: Array<JobInsert<T>>): Promise<void>;
  /** The abort signals of this process's generation work (Stop and shutdown abort it). */
  readonly work: WorkCancellation;
};

const INSERT_CHUNK = 1000;
const NO_JOB = "00000000-0000-0000-0000-000000000000";

/**
 * pg-boss on the app's own database: PGlite through pg-boss's adapter (one in-process connection), or
 * its own small pool on PostgreSQL. The schema is created on first start.
 */
export function createJobQueue(
  handle: DatabaseHandle,
  options: { connectionString?: string; settings: JobSettings; logger: Logger; /** Every kind of job (job-worker/definitions/all.ts): their queues are created at start. */ queues: ReadonlyArray<QueueDefinition> },
): JobQueue {
  const { settings, logger, queues } = options;
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
    databaseKind: handle.kind,
    work: createWorkCancellation(),
    async start() {
      await boss.start();
      for (const definition of queues) await ensureQueue(definition.name, definition.queue(settings));
      // pg-boss reads a queue's row on its first use of the queue, on its own connection. On the embedded database
      // that is the one connection, which a transaction sending a job holds: each queue is read here, before any
      // transaction sends to it.
      for (const definition of queues) await boss.findJobs(definition.name, { id: NO_JOB });
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
    async sendInTransaction(tx, job, jobs) {
      // Both drivers answer a statement with its `rows`, which is all pg-boss reads.
      const statements = { execute: (query: unknown) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> };
      await boss.insert(job.name, jobs, { db: fromDrizzle(statements, sql) });
    },
  };
}
