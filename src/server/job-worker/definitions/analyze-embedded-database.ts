import { analyzeEmbeddedDatabase } from "@/server/db/maintenance";
import { analyzeEmbeddedDatabaseJob } from "@/server/jobs/job-payloads";
import { defineJob } from "./job-definition";

/** Hourly on the embedded database: fresh planner statistics (a PostgreSQL server's autovacuum does this itself). */
export const analyzeEmbeddedDatabaseDefinition = defineJob({
  ...analyzeEmbeddedDatabaseJob,
  // The next hour repeats it: no retry.
  queue: () => ({ retryLimit: 0, expireInSeconds: 30 * 60, deleteAfterSeconds: 24 * 60 * 60 }),
  work: () => ({ pollingIntervalSeconds: 60 }),
  // Minute 53, away from the other hourly work.
  schedule: "53 * * * *",
  handler: (ctx) => async () => {
    if (ctx.queue.databaseKind === "pglite") await analyzeEmbeddedDatabase(ctx.db);
  },
});
