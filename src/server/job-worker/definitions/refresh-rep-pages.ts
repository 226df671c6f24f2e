import { refreshRepPages } from "@/server/jobs/refresh-rep-pages";
import { refreshRepPagesJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/** Re-render the pages waiting in microsite_rep_refreshes with their campaign's current owner as the rep. */
export const refreshRepPagesDefinition = defineJob({
  ...refreshRepPagesJob,
  // One job queued and one running at most (stately): the job works through every waiting page, so more would
  // only repeat it. A failure (storage or database unreachable) retries with backoff from 30 s up to 10 min.
  queue: () => ({
    policy: "stately",
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
    notify: true,
  }),
  work: () => ({ pollingIntervalSeconds: 5 }),
  handler: (ctx) => async () => void (await refreshRepPages(ctx)),
});
