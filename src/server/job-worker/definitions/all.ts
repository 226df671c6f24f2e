import { analyzeEmbeddedDatabaseDefinition } from "./analyze-embedded-database";
import { cleanupUploadsDefinition } from "./cleanup-uploads";
import { crmSyncDefinition } from "./crm-sync";
import { deliverWebhookDefinition } from "./deliver-webhook";
import { generateMicrositeDefinition } from "./generate-microsite";
import type { JobDefinition } from "./job-definition";
import { refreshRepPagesDefinition } from "./refresh-rep-pages";
import { sweepDefinition } from "./sweep-microsites";
import { sweepTempFilesDefinition } from "./sweep-temp-files";
import { takeOverDeadWorkersDefinition } from "./take-over-dead-workers";

/** Every kind of background work: the queue creates their queues, a worker registers their handlers and schedules. */
export const jobDefinitions: ReadonlyArray<JobDefinition<unknown>> = [
  generateMicrositeDefinition,
  deliverWebhookDefinition,
  refreshRepPagesDefinition,
  sweepDefinition,
  takeOverDeadWorkersDefinition,
  cleanupUploadsDefinition,
  sweepTempFilesDefinition,
  analyzeEmbeddedDatabaseDefinition,
  crmSyncDefinition,
];
