import { z } from "zod";
import { storableString } from "./text-fields";
import { EXTEND_EXPIRY_DAYS } from "../constants";
import { UUID_PATTERN } from "../uuid";
import type { RunPauseReason } from "../disk";
import type { CampaignState } from "../campaign-state";
import type { StoredRunStatus } from "../run-status";

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

/** The answers, shared with the client (ARCHITECTURE 5). */
export type LaunchAnswer = {
  runId: string;
  run_id: string;
  status: StoredRunStatus;
  processed: number;
  total: number;
  remaining: number;
  etaMs: number | null;
};

/**
 * POST /api/launch-campaign with "dry_run": true (issue 14 item 3): what the launch would write, cost and take. The
 * four spec'd fields first; the rest says what the figures rest on, for the launch panel.
 */
export type LaunchEstimate = {
  contacts: number;
  estimated_tokens: number;
  estimated_cost_usd: number;
  estimated_seconds: number;
  writer: "openai" | "builtin";
  model: string | null;
  estimated_prompt_tokens: number;
  estimated_cached_tokens: number;
  estimated_completion_tokens: number;
  /** false: the model has no known price (set AI_PRICE_*), and the cost shown is 0. */
  priced: boolean;
  /** What the time rests on: the account's published limits, the pace of recent runs, or AI_CONCURRENCY and a typical latency. */
  time_basis: "limits" | "recent-runs" | "measured-latency" | "default" | "builtin";
};

/** What a run cost at the AI provider so far (all zero with the built-in writer). */
/** `priced`: false when the model has no known price, so cost_usd says nothing (never shown as "$0.00"). */
export type RunUsage = { prompt_tokens: number; cached_tokens: number; completion_tokens: number; cost_usd: number; priced: boolean };

export type CampaignStatusAnswer = {
  campaign_id: string;
  run_id: string | null;
  runId: string | null;
  /** "idle": the campaign has no run yet. */
  status: StoredRunStatus | "idle";
  processed: number;
  total: number;
  remaining: number;
  percent: number;
  etaMs: number | null;
  /** Microsites a worker is writing right now (claimed, not yet published): 0 on a paused run means it stands still. */
  generating: number;
  /** Pages taken over from a worker that died, not finished yet: the launch panel says "recovering n pages". */
  recovering: number;
  error: string | null;
  /**
   * Why an open run answers "paused" without anyone pausing it: "disk", generation waits for room on the data disk
   * (`error` says "Paused: the data disk is almost full (168 MB free)") and resumes by itself; keep polling.
   */
  pause_reason: RunPauseReason | null;
  /** This run was cancelled by a newer launch of the campaign (another tab): follow that run instead. */
  superseded_by: string | null;
  /** The campaign's pages counted by state and its badge: the same source as the campaign view and list. */
  campaign_state: CampaignState;
  usage: RunUsage;
};
