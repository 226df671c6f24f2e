import { z } from "zod";
import { UUID_PATTERN } from "@/shared/uuid";

/*
 * What code that sends or reads a job needs: its queue name and payload. Each job's definition (queue options,
 * schedule, handler) is the file of its name in job-worker/definitions/, and all.ts there lists them. This module holds
 * no handler code, so the features send jobs whose handlers use them without an import running back up.
 */

/** A job's queue name and payload; the handler re-validates the payload before it acts on a job. */
export type JobPayload<T> = { name: string; schema: z.ZodType<T> };

const jobPayload = <T>(name: string, schema: z.ZodType<T>): JobPayload<T> => ({ name, schema });
const none = z.object({}).passthrough();

export const generateMicrositeJob = jobPayload("generate-microsite", z.object({ micrositeId: z.string().regex(UUID_PATTERN) }));
export const deliverWebhookJob = jobPayload("deliver-webhook", z.object({ deliveryId: z.string().regex(UUID_PATTERN) }));
export const refreshRepPagesJob = jobPayload("refresh-rep-pages", none);
export const sweepJob = jobPayload("sweep-microsites", none);
export const takeOverDeadWorkersJob = jobPayload("take-over-dead-workers", none);
export const cleanupUploadsJob = jobPayload("cleanup-uploads", none);
export const sweepTempFilesJob = jobPayload("sweep-temp-files", none);
export const crmSyncJob = jobPayload("crm-sync", z.object({ connectionId: z.string().regex(UUID_PATTERN) }));
export const analyzeEmbeddedDatabaseJob = jobPayload("analyze-embedded-database", none);
