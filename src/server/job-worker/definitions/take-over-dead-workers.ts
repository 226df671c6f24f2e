import { takeOverAndReport } from "@/server/jobs/worker-registry";
import { takeOverDeadWorkersJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/**
 * A live worker takes over the pages held by workers that stopped heartbeating (or whose pid is gone from its
 * machine): released, marked as recovering, queued again. Sent every minute, and by a heartbeat that sees a worker
 * dead; each worker also does it once as it starts.
 */
export const takeOverDeadWorkersDefinition = defineJob({
  ...takeOverDeadWorkersJob,
  // One queued and one running at most (stately): every heartbeat that sees the dead worker asks again until it is
  // taken over, and one take-over does all. Idempotent and repeated: no retry.
  queue: () => ({ policy: "stately", retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 60 * 60, notify: true }),
  work: () => ({ pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 }),
  schedule: "* * * * *",
  handler: (ctx) => () => takeOverAndReport(ctx, ctx.workerId, ctx.queue.settings.registry),
});
