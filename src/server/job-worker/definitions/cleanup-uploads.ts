import { removeAbandonedUploads } from "@/server/features/uploads/abandoned-uploads";
import { cleanupUploadsJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/** Hourly housekeeping of uploads: logos picked in a form that was never saved. */
export const cleanupUploadsDefinition = defineJob({
  ...cleanupUploadsJob,
  // The next hour repeats it: no retry; a listing of a large bucket may take a while.
  queue: () => ({ retryLimit: 0, expireInSeconds: 30 * 60, deleteAfterSeconds: 24 * 60 * 60 }),
  work: () => ({ pollingIntervalSeconds: 60 }),
  // Minute 23, away from the top of the hour.
  schedule: "23 * * * *",
  handler: (ctx) => async () => {
    const removed = await removeAbandonedUploads(ctx);
    if (removed.length > 0) ctx.logger.info({ removed: removed.length }, "removed abandoned logo uploads");
  },
});
