import { analyzeEmbeddedDatabaseJob } from "./analyze-embedded-database";
import { cleanupUploadsJob } from "./cleanup-uploads";
import { deliverWebhookJob } from "./deliver-webhook";
import { generateMicrositeJob } from "./generate-microsite";
import type { JobDefinition } from "./job-definition";
import { refreshRepPagesJob } from "./refresh-rep-pages";
import { sweepJob } from "./sweep-microsites";
import { sweepTempFilesJob } from "./sweep-temp-files";
import { takeOverDeadWorkersJob } from "./take-over-dead-workers";

export { analyzeEmbeddedDatabaseJob, cleanupUploadsJob, deliverWebhookJob, generateMicrositeJob, refreshRepPagesJob, sweepJob, sweepTempFilesJob, takeOverDeadWorkersJob };

/** Every kind of background work: the queue creates their queues, a worker registers their handlers and schedules. */
export const jobDefinitions: ReadonlyArray<JobDefinition<unknown>> = [
  generateMicrositeJob,
  deliverWebhookJob,
  refreshRepPagesJob,
  sweepJob,
  takeOverDeadWorkersJob,
  cleanupUploadsJob,
  sweepTempFilesJob,
  analyzeEmbeddedDatabaseJob,
];
