import { z } from "zod";
import { storableString } from "./text-fields";
import { EXTEND_EXPIRY_DAYS } from "../constants";
import { UUID_PATTERN } from "../uuid";

export const CAMPAIGN_ID_MESSAGE = "campaignId must be a valid UUID";
export const RUN_ID_MESSAGE = "runId must be a valid UUID";
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
  })
  .transform((body) => ({ campaignId: body.campaignId ?? body.campaign_id, dedupeKey: body.dedupeKey ?? body.dedupe_key ?? null }))
  .pipe(
    z.object({
      campaignId: storableString({ error: CAMPAIGN_ID_MESSAGE }).regex(UUID_PATTERN, CAMPAIGN_ID_MESSAGE),
      dedupeKey: storableString().min(1).nullable(),
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

/** The answers, shared with the client (ARCHITECTURE 5). */
export type LaunchAnswer = {
  runId: string;
  run_id: string;
  status: string;
  processed: number;
  total: number;
  remaining: number;
  etaMs: number | null;
};

export type CampaignStatusAnswer = {
  campaign_id: string;
  run_id: string | null;
  runId: string | null;
  status: string;
  processed: number;
  total: number;
  remaining: number;
  percent: number;
  etaMs: number | null;
  /** Microsites a worker is writing right now (claimed, not yet published): 0 on a paused run means it stands still. */
  generating: number;
  error: string | null;
};
