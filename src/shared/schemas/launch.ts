import { z } from "zod";
import { storableString } from "./text-fields";
import { EXTEND_EXPIRY_DAYS } from "../constants";
import { UUID_PATTERN } from "../uuid";

export const CAMPAIGN_ID_MESSAGE = "campaignId must be a valid UUID";
export const RUN_ID_MESSAGE = "runId must be a valid UUID";
export const DRY_RUN_MESSAGE = "dry_run must be true or false";
export const NO_CONTACTS_MESSAGE = "This campaign has no contacts yet. Add contacts before launching it.";

const optionalText = storableString().trim().max(200).optional();

/**
 * POST /api/launch-campaign. The client sends both spellings (spec 7); either one names the campaign.
 * The UUID rule is checked after merging so a missing id gets the same message as a malformed one.
 */
export const launchRequestSchema = z
  .object({
    campaignId: z.unknown().optional(),
    campaign_id: z.unknown().optional(),
    dedupeKey: optionalText,
    dedupe_key: optionalText,
    /** true: answer what the launch would cost and take, and start nothing. */
    dry_run: z.boolean({ error: DRY_RUN_MESSAGE }).optional(),
    dryRun: z.boolean({ error: DRY_RUN_MESSAGE }).optional(),
  })
  .transform((body) => ({
    campaignId: body.campaignId ?? body.campaign_id,
    dedupeKey: body.dedupeKey ?? body.dedupe_key ?? null,
    dryRun: body.dry_run ?? body.dryRun ?? false,
  }))
  .pipe(
    z.object({
      campaignId: storableString({ error: CAMPAIGN_ID_MESSAGE }).regex(UUID_PATTERN, CAMPAIGN_ID_MESSAGE),
      dedupeKey: storableString().min(1).nullable(),
      dryRun: z.boolean(),
    }),
  );
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** GET /api/campaign-status: by run when a run id is given, else the campaign's latest run. */
export const campaignStatusQuerySchema = z
  .object({
    campaignId: storableString().optional(),
    campaign_id: storableString().optional(),
    runId: storableString().optional(),
    run_id: storableString().optional(),
  })
  .transform((q) => ({ campaignId: q.campaignId || q.campaign_id || null, runId: q.runId || q.run_id || null }))
  .pipe(
    z
      .object({
        campaignId: storableString().regex(UUID_PATTERN, CAMPAIGN_ID_MESSAGE).nullable(),
        runId: storableString().regex(UUID_PATTERN, RUN_ID_MESSAGE).nullable(),
      })
      .refine((q) => q.campaignId || q.runId, { message: CAMPAIGN_ID_MESSAGE, path: ["campaignId"] }),
  );
export type CampaignStatusQuery = z.infer<typeof campaignStatusQuerySchema>;

/** POST /api/microsites/:id/extend */
export const extendExpirySchema = z.object({
  days: z.number().int().min(1, "days must be between 1 and 365").max(365, "days must be between 1 and 365").default(EXTEND_EXPIRY_DAYS),
});
export type ExtendExpiryInput = z.infer<typeof extendExpirySchema>;

/** The answers, shared with the client (ARCHITECTURE 5): their schemas are the API document's. */
export type { CampaignStatusAnswer, LaunchAnswer, LaunchEstimate, RunUsage } from "./launch-answers";
