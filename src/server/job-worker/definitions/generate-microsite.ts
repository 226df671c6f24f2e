import { deferBatchIfDiskLow } from "@/server/jobs/disk-deferral";
import { handleGenerateBatch } from "@/server/jobs/generate-microsites";
import { createContextLoader } from "@/server/jobs/generation-context";
import { generateMicrositeJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/** Generate, render and publish one microsite (one job per contact of a launch). */
export const generateMicrositeDefinition = defineJob({
  ...generateMicrositeJob,
  // Retries, heartbeat and expiry are tuned in job-settings.ts (`generate`), where tests shorten them.
  queue: ({ generate }) => ({
    retryLimit: generate.retryLimit,
    retryDelay: generate.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: generate.retryDelayMaxSeconds,
    heartbeatSeconds: generate.heartbeatSeconds,
    expireInSeconds: generate.expireInSeconds,
    deleteAfterSeconds: generate.deleteAfterSeconds,
    notify: true,
  }),
  work: ({ ai, config, queue }) => {
    const { generate } = queue.settings;
    return {
      // The built-in writer is CPU-bound and instant: large batches. A network provider: batches as large as the most
      // requests the rate governor may run at once, so it is never short of pages to send while a batch drains.
      batchSize: ai.kind === "builtin" ? generate.builtinBatchSize : Math.max(1, config.aiMaxConcurrency),
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: generate.localConcurrency,
      pollingIntervalSeconds: generate.pollingIntervalSeconds,
      notifyPollingIntervalSeconds: generate.notifyPollingIntervalSeconds,
    };
  },
  // A full disk would hang the embedded database mid-write.
  pausesWhileDiskLow: true,
  handler: (ctx) => {
    const deps = { ...ctx, contexts: createContextLoader(ctx.db), staleClaimMinutes: ctx.queue.settings.sweep.staleClaimMinutes };
    return async (jobs) => (await deferBatchIfDiskLow(deps, jobs)) ?? handleGenerateBatch(deps, jobs);
  },
});

