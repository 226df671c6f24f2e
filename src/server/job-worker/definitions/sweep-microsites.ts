import { sweepMicrosites } from "@/server/jobs/sweep";
import { sweepJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/** Housekeeping every minute: expire pages, finish runs, recover work a crash left behind. */
export const sweepDefinition = defineJob({
  ...sweepJob,
  // Every step is idempotent and the next minute repeats it: no retry; a sweep stuck 5 min is given up.
  queue: () => ({ retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 60 * 60 }),
  work: () => ({ pollingIntervalSeconds: 5 }),
  schedule: "* * * * *",
  handler: (ctx) => () => sweepMicrosites(ctx),
});
