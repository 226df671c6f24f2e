import type { DatabaseHandle } from "../db/client";
import { resolveJobSettings } from "../jobs/job-settings";
import { createJobQueue, type JobQueue } from "../jobs/queue";
import { createLogger } from "../logger";
import { jobDefinitions } from "../job-worker/definitions/all";

/**
 * A started job queue on a test's own database handle, for code that sends jobs outside a test app (an ingest
 * queues its webhooks through it). Stop it before the database closes.
 */
export async function startJobQueue(handle: DatabaseHandle, url?: string): Promise<JobQueue> {
  const queue = createJobQueue(handle, { connectionString: url, settings: resolveJobSettings(), logger: createLogger("silent"), queues: jobDefinitions });
  await queue.start();
  return queue;
}
