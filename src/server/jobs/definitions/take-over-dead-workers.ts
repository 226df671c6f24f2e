import { takeOverAndReport } from "../worker-registry";
import { takeOverDeadWorkersJob } from "./index";
import { defineJob } from "./job-definition";

/**
 * Every minute, a live worker takes over the pages held by workers that stopped heartbeating (or whose pid is gone
 * from its machine): released, marked as recovering, queued again. Each worker also does it once as it starts.
 */
export const takeOverDeadWorkersDefinition = defineJob({
  ...takeOverDeadWorkersJob,
  // Idempotent and repeated next minute: no retry.
  queue: () => ({ retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 60 * 60 }),
  work: () => ({ pollingIntervalSeconds: 5 }),
  schedule: "* * * * *",
  handler: (ctx) => () => takeOverAndReport(ctx, ctx.workerId, ctx.queue.settings.registry),
});
