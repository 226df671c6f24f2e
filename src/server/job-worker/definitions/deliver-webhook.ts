import type { JobResult } from "pg-boss";
import { deliverWebhook } from "@/server/features/notifications/webhook-delivery";
import { deliverWebhookJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/**
 * POST one webhook_deliveries row to its owner's receiver. The job is sent in the transaction that writes the row
 * (with the first view, click or access request that caused it), under the row's id, so a committed event always
 * has its job and a rolled-back one none.
 */
export const deliverWebhookDefinition = defineJob({
  ...deliverWebhookJob,
  queue: ({ webhooks }) => ({
    // 8 attempts: a failed one (network error, timeout, non-2xx) is retried after WEBHOOK_RETRY_BASE_MS (whole
    // seconds) doubling per attempt with jitter, capped at 6 h, so a receiver down for a day still gets the event.
    retryLimit: 7,
    retryDelay: webhooks.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 60 * 60,
    // An attempt waits 10 s for the receiver at most; a worker gone mid-attempt has its jobs retried after a minute.
    expireInSeconds: 60,
    // The row keeps what the settings page shows; the job is kept a day for inspection.
    deleteAfterSeconds: 24 * 60 * 60,
    notify: true,
  }),
  // Up to 20 receivers called at once per worker, each job settled on its own.
  work: () => ({ batchSize: 20, perJobResults: true, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 }),
  handler: (ctx) => async (jobs) =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        const payload = deliverWebhookJob.schema.safeParse(job.data);
        if (!payload.success) return { id: job.id, status: "deadletter", output: { error: "Invalid payload" } };
        try {
          await deliverWebhook(ctx, payload.data.deliveryId, job.retryCount >= job.retryLimit);
          return { id: job.id, status: "completed" };
        } catch (error) {
          return { id: job.id, status: "failed", output: { error: error instanceof Error ? error.message : String(error) } };
        }
      }),
    ),
});
