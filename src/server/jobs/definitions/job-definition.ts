import type { JobWithMetadata, Queue, WorkOptions } from "pg-boss";
import type { z } from "zod";
import type { JobSettings } from "../job-settings";
import type { WorkerDeps } from "../worker";

/** What a handler may use: the worker's parts and the id claims are recorded under. */
export type JobContext = WorkerDeps & { workerId: string };

/** Handles a batch of jobs (a batch of one unless the definition's work options ask for more). */
export type JobHandler = (jobs: Array<JobWithMetadata<unknown>>) => Promise<unknown>;

/** A job's queue name and payload (index.ts); the handler re-validates the payload before it acts on a job. */
export type JobPayload<T> = { name: string; schema: z.ZodType<T> };

/**
 * One kind of background work: its queue, payload, how it is retried, when it runs and what does it. The worker
 * registers every definition of the list (all.ts); the queue creates each queue at start.
 */
export type JobDefinition<T = unknown> = JobPayload<T> & {
  /**
   * The queue's options. `policy` takes effect only when the queue is created: pg-boss refuses to change a
   * queue's policy, so a changed policy needs a new queue name.
   */
  queue(settings: JobSettings): Omit<Queue, "name">;
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
