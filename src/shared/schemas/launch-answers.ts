import { z } from "zod";
import { storableString } from "./text-fields";
import { RUN_PAUSE_REASONS } from "../disk";
import { STORED_RUN_STATUSES } from "../run-status";
import { count, recordId } from "./answer-fields";
import { campaignStateSchema } from "./campaign-answers";

/** POST /api/launch-campaign (202) and POST /api/microsites/:id/regenerate: the run that was queued. */
export const launchAnswerSchema = z.object({
  runId: recordId,
  run_id: recordId,
  status: z.enum(STORED_RUN_STATUSES),
  processed: count,
  total: count,
  remaining: count,
  etaMs: z.number().nullable(),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;

/**
 * POST /api/launch-campaign with "dry_run": true: what the launch would write, cost and take. The four spec'd fields
 * first; the rest says what the figures rest on, for the launch panel.
 */
export const launchEstimateSchema = z.object({
  contacts: count,
  estimated_tokens: count,
  estimated_cost_usd: z.number().min(0),
  estimated_seconds: z.number().min(0),
  writer: z.enum(["openai", "builtin"]),
  model: storableString().nullable(),
  estimated_prompt_tokens: count,
  estimated_cached_tokens: count,
  estimated_completion_tokens: count,
  /** false: the model has no known price (set AI_PRICE_*), and the cost shown is 0. */
  priced: z.boolean(),
  /** What the time rests on: the account's published limits, the pace of recent runs, or AI_CONCURRENCY and a typical latency. */
  time_basis: z.enum(["limits", "recent-runs", "measured-latency", "default", "builtin"]),
});
export type LaunchEstimate = z.infer<typeof launchEstimateSchema>;

/** What a run cost at the AI provider so far (all zero with the built-in writer); `priced` false: cost_usd says nothing. */
export const runUsageSchema = z.object({ prompt_tokens: count, cached_tokens: count, completion_tokens: count, cost_usd: z.number().min(0), priced: z.boolean() });
export type RunUsage = z.infer<typeof runUsageSchema>;

/** GET /api/campaign-status: a launch run's progress. */
export const campaignStatusAnswerSchema = z.object({
  campaign_id: recordId,
  run_id: recordId.nullable(),
  runId: recordId.nullable(),
  /** "idle": the campaign has no run yet. */
  status: z.enum([...STORED_RUN_STATUSES, "idle"]),
  processed: count,
  total: count,
  remaining: count,
  percent: z.number().min(0).max(100),
  etaMs: z.number().nullable(),
  /** Microsites a worker is writing right now: 0 on a paused run means it stands still. */
  generating: count,
  /** Pages taken over from a worker that died, not finished yet. */
  recovering: count,
  error: storableString().nullable(),
  /** Why an open run answers "paused" without anyone pausing it: "disk" waits for room on the data disk, then resumes. */
  pause_reason: z.enum(RUN_PAUSE_REASONS).nullable(),
  /** This run was cancelled by a newer launch of the campaign: follow that run instead. */
  superseded_by: recordId.nullable(),
  /** The campaign's pages counted by state and its badge. */
  campaign_state: campaignStateSchema,
  usage: runUsageSchema,
});
export type CampaignStatusAnswer = z.infer<typeof campaignStatusAnswerSchema>;
