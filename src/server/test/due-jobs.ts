import type { JobResult } from "pg-boss";
import { jobDefinitions } from "../job-worker/definitions/all";
import type { JobPayload } from "../jobs/job-payloads";
import type { JobContext } from "../job-worker/definitions/job-definition";

/**
 * Works the jobs of `job`'s queue that are due now (up to 100) once, as a worker would: pg-boss's fetch, the
 * definition's handler, each job completed or failed (a failed one is retried after its backoff). Tests see a job's
 * effect when this resolves instead of waiting for a worker's next poll. `ignoreStartAfter` also takes jobs waiting
 * out a retry's backoff, so a test can check the backoff and still not wait for it.
 */
export async function workDueJobs(ctx: JobContext, job: JobPayload<unknown>, options: { ignoreStartAfter?: boolean } = {}): Promise<number> {
  const definition = jobDefinitions.find((d) => d.name === job.name)!;
  const { boss } = ctx.queue;
  const jobs = await boss.fetch(definition.name, { batchSize: 100, includeMetadata: true, ignoreStartAfter: options.ignoreStartAfter ?? false });
  if (jobs.length === 0) return 0;
  let results: JobResult[];
  try {
    const output = await definition.handler(ctx)(jobs);
    results = definition.work(ctx).perJobResults ? (output as JobResult[]) : jobs.map((job) => ({ id: job.id, status: "completed" }));
  } catch (error) {
    results = jobs.map((job) => ({ id: job.id, status: "failed", output: { error: String(error) } }));
  }
  for (const result of results) {
    if (result.status === "completed") await boss.complete(definition.name, result.id, result.output);
    else await boss.fail(definition.name, result.id, result.output);
  }
  return jobs.length;
}
