import type { JobResult, JobWithMetadata } from "pg-boss";
import type { Logger } from "pino";
import type { DiskGuard } from "../disk/disk-guard";
import { generateMicrositeJob } from "./job-payloads";
import type { JobQueue } from "./queue";

/**
 * Before each generation batch, one statfs call (issue 23 item 12): the 30 s check alone let a launch write 86 MB
 * past the margin. On a nearly full disk the batch claims nothing: its pages are queued again for when there is
 * room (the guard's change also pauses the worker), and its jobs settle. Answers null when the batch may go on.
 */
export async function deferBatchIfDiskLow(
  deps: { disk?: DiskGuard | null; queue: Pick<JobQueue, "enqueueGeneration">; logger: Logger },
  jobs: Array<JobWithMetadata<unknown>>,
): Promise<JobResult[] | null> {
  if (!deps.disk) return null;
  try {
    if (!(await deps.disk.check()).low) return null;
  } catch (error) {
    // An unreadable disk says nothing about its room: the periodic check logs it, the batch goes on.
    deps.logger.warn({ err: error }, "could not read the data disk's free space before a batch");
    return null;
  }
  const results: JobResult[] = [];
  const deferred: string[] = [];
  for (const job of jobs) {
    const payload = generateMicrositeJob.schema.safeParse(job.data);
    if (payload.success) deferred.push(payload.data.micrositeId);
    results.push(payload.success ? { id: job.id, status: "completed" } : { id: job.id, status: "deadletter", output: { error: "Invalid payload" } });
  }
  await deps.queue.enqueueGeneration(deferred);
  return results;
}
