import { sweepLeftoverTempFiles } from "@/server/storage/temp-file-sweeper";
import { sweepTempFilesJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/**
 * Hourly: the temporary files of writes a crash interrupted (only the fs storage driver leaves any). Each worker also
 * sweeps once as it starts, and a take-over of a dead worker sweeps at once.
 */
export const sweepTempFilesDefinition = defineJob({
  ...sweepTempFilesJob,
  // The next hour repeats it: no retry.
  queue: () => ({ retryLimit: 0, expireInSeconds: 30 * 60, deleteAfterSeconds: 24 * 60 * 60 }),
  work: () => ({ pollingIntervalSeconds: 60 }),
  // Minute 37, away from the other hourly work.
  schedule: "37 * * * *",
  handler: (ctx) => () => sweepLeftoverTempFiles(ctx.storage, ctx.logger),
});
