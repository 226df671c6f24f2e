import type { JobWithMetadata, WorkOptions } from "pg-boss";
import type { Logger } from "pino";
import type { AiProvider } from "@/server/ai/provider";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { DiskGuard } from "@/server/disk/disk-guard";
import type { JobQueue, QueueDefinition } from "@/server/jobs/queue";
import type { Mailer } from "@/server/mail/mailer";
import type { Storage } from "@/server/storage/storage";

/** What the worker is started with (start-worker.ts). */
export type WorkerDeps = {
  db: Database;
  storage: Storage;
  ai: AiProvider;
  config: Pick<Config, "appUrl" | "micrositeBaseUrl" | "aiModel" | "aiMaxConcurrency" | "webhookAllowPrivateNetworks" | "slackWebhookHosts" | "authSecret" | "crm">;
  logger: Logger;
  queue: JobQueue;
  /** Generation pauses while DATA_DIR's disk is nearly full and resumes when it has room (null: nothing local grows). */
  disk?: DiskGuard | null;
  /** Tells admins by email when pages wait for their approval (null: no SMTP_URL). */
  mailer?: Mailer | null;
};

/** What a handler may use: the worker's parts and the id claims are recorded under. */
export type JobContext = WorkerDeps & { workerId: string };

/** Handles a batch of jobs (a batch of one unless the definition's work options ask for more). */
export type JobHandler = (jobs: Array<JobWithMetadata<unknown>>) => Promise<unknown>;

/**
 * One kind of background work: its queue, payload, how it is retried (the queue's part, jobs/queue.ts), when it
 * runs and what does it. The worker registers every definition of the list (all.ts); the queue creates each queue
 * at start.
 */
export type JobDefinition<T = unknown> = QueueDefinition<T> & {
  /** How a worker takes the jobs (polling, batch size, concurrency); `includeMetadata` is always on. */
  work(ctx: JobContext): WorkOptions;
  /** A cron expression (UTC, whole minutes): pg-boss sends one job per occurrence, whichever worker takes it. */
  schedule?: string;
  /** Stop taking these jobs while DATA_DIR's disk is nearly full (they wait in the queue until there is room). */
  pausesWhileDiskLow?: boolean;
  /** Builds the handler once per worker (it may keep caches for the worker's life). */
  handler(ctx: JobContext): JobHandler;
};

export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;
