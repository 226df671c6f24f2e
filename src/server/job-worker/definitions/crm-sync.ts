import { createCrmRuntime } from "@/server/features/integrations/crm-runtime";
import { runCrmSync } from "@/server/features/integrations/sync-job";
import { crmSyncJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/**
 * One sync run of one CRM connection. Each run schedules the connection's next one (every
 * CRM_SYNC_INTERVAL_SECONDS, at once while a backlog remains, at Retry-After after a 429), so engagement reaches the
 * CRM without touching the page-view path.
 */
export const crmSyncDefinition = defineJob({
  ...crmSyncJob,
  // Stately, keyed per connection: one run queued and one running at most for each. A 5xx or a network failure
  // retries from 15 s, doubling up to 15 min, 12 times (about two hours); a 429 is not a failure: the run
  // reschedules itself at Retry-After instead.
  queue: () => ({
    policy: "stately",
    retryLimit: 12,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
    notify: true,
  }),
  // Runs wait with startAfter, which a NOTIFY at insert does not cover: polling (every second) finds them when due.
  work: () => ({ pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 }),
  handler: (ctx) => {
    const runtime = createCrmRuntime(ctx.db, ctx.config);
    return async ([job]) => runCrmSync({ runtime, boss: ctx.queue.boss, interval: ctx.config.crm.syncIntervalSeconds, logger: ctx.logger }, job);
  },
});
