import { z } from "zod";
import { UUID_PATTERN } from "../../shared/uuid";

/** A job type: its queue name and the payload schema the worker re-validates before handling. */
export type JobDefinition<T> = { name: string; schema: z.ZodType<T> };

const defineJob = <T>(name: string, schema: z.ZodType<T>): JobDefinition<T> => ({ name, schema });

/** Generate, render and publish one microsite. */
export const generateMicrositeJob = defineJob("generate-microsite", z.object({ micrositeId: z.string().regex(UUID_PATTERN) }));
export type GenerateMicrositePayload = z.infer<typeof generateMicrositeJob.schema>;

/** Periodic housekeeping: expire pages, finish runs, recover work a crash left behind. */
export const sweepJob = defineJob("sweep-microsites", z.object({}).passthrough());

/** Hourly housekeeping of uploads: logos picked in a form that was never saved. */
export const cleanupUploadsJob = defineJob("cleanup-uploads", z.object({}).passthrough());

/** Re-render the pages waiting in microsite_rep_refreshes with their campaign's current owner as the rep. */
export const refreshRepPagesJob = defineJob("refresh-rep-pages", z.object({}).passthrough());
