import { and, eq, sql } from "drizzle-orm";
import { estimateEtaMs, percentOf, remainingOf } from "@/shared/launch-progress";
import { ACTIVE_RUN_STATUSES } from "@/shared/run-status";
import type { CampaignStatusAnswer, LaunchAnswer, RunUsage } from "@/shared/schemas/launch";
import type { Executor } from "@/server/db/client";
import { ownedSql, type Scope } from "@/server/db/owner";
import { aiUsage, campaigns, launchRuns, microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { campaignState, getCampaign } from "../campaigns/service";
import type { DiskState } from "@/server/disk/disk-guard";
import { diskPausedMessage } from "@/server/disk/disk-space";
import { queryRows } from "@/server/db/rows";
import { PROVIDER_WAITING_PREFIX } from "@/shared/provider-waiting";

export type LaunchRun = typeof launchRuns.$inferSelect;

// The ETA follows the pace of the last 20 s, so it adapts when a provider slows down or speeds up.
const RECENT_WINDOW_MS = 20_000;

export type RunProgress = {
  run: LaunchRun;
  processed: number;
  total: number;
  remaining: number;
  percent: number;
  etaMs: number | null;
  generating: number;
  recovering: number;
};

/** Counts straight from the database: processed = microsites of the run that are no longer pending. */
/** `run` must already be the caller's (findOwnedRun, or a run of a campaign in their scope). */
export async function runProgress(db: Executor, run: LaunchRun, now = new Date()): Promise<RunProgress> {
  if (run.finishedAt) {
    return { run, processed: run.total, total: run.total, remaining: 0, percent: 100, etaMs: 0, generating: 0, recovering: 0 };
  }
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      processed: sql<number>`count(*) filter (where ${microsites.status} <> 'pending')`.mapWith(Number),
      generating: sql<number>`count(*) filter (where ${microsites.status} = 'pending' and ${microsites.claimToken} is not null)`.mapWith(Number),
      recovering: sql<number>`count(*) filter (where ${microsites.status} = 'pending' and ${microsites.recoveredFrom} is not null)`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${microsites.status} <> 'pending' and ${microsites.updatedAt} > ${new Date(now.getTime() - RECENT_WINDOW_MS).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(microsites)
    .where(eq(microsites.runId, run.id));
  const progress = { processed: counts.processed, total: counts.total };
  const remaining = remainingOf(progress);
  const startedAt = run.startedAt ?? run.createdAt;
  const etaMs =
    run.status === "paused"
      ? null
      : estimateEtaMs({
          remaining,
          processed: counts.processed,
          elapsedMs: now.getTime() - startedAt.getTime(),
          recentProcessed: counts.recent,
          recentWindowMs: Math.min(RECENT_WINDOW_MS, now.getTime() - startedAt.getTime()),
        });
  return { run, ...progress, remaining, percent: percentOf(progress), etaMs, generating: counts.generating, recovering: counts.recovering };
}

/**
 * The provider's words while it keeps failing an open run's pages (issue 24 item 5): the newest "Waiting for the AI
 * provider: …" of a page queued for its retry, unless a page of the run was written since (the provider is back).
 */
async function providerWaiting(db: Executor, runId: string): Promise<string | null> {
  const [row] = await queryRows<{ error: string }>(
    db,
    sql`SELECT error FROM ${microsites}
        WHERE run_id = ${runId} AND status = 'pending' AND starts_with(error, ${PROVIDER_WAITING_PREFIX})
          AND updated_at >= coalesce((SELECT max(updated_at) FROM ${microsites} WHERE run_id = ${runId} AND status <> 'pending'), '-infinity')
        ORDER BY updated_at DESC LIMIT 1`,
  );
  return row?.error ?? null;
}

const NO_USAGE: RunUsage = { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0, priced: true };

/** Tokens and dollars of every page attempt of the run (ai_usage rows). */
export async function runUsage(db: Executor, runId: string): Promise<RunUsage> {
  const [row] = await db
    .select({
      prompt_tokens: sql<number>`coalesce(sum(${aiUsage.promptTokens}), 0)`.mapWith(Number),
      cached_tokens: sql<number>`coalesce(sum(${aiUsage.cachedTokens}), 0)`.mapWith(Number),
      completion_tokens: sql<number>`coalesce(sum(${aiUsage.completionTokens}), 0)`.mapWith(Number),
      cost_usd: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)`.mapWith(Number),
      // Tokens at no cost: a model without a known price (recordUsage prices it at nothing), not a free answer.
      priced: sql<boolean>`not coalesce(bool_or(${aiUsage.costUsd} = 0 and ${aiUsage.promptTokens} + ${aiUsage.completionTokens} > 0), false)`,
    })
    .from(aiUsage)
    .where(eq(aiUsage.runId, runId));
  // Dollars to a millionth: sums of floating-point costs carry noise below that.
  return { ...row, cost_usd: Math.round(row.cost_usd * 1e6) / 1e6 };
}

export function launchAnswer(p: RunProgress): LaunchAnswer {
  return { runId: p.run.id, run_id: p.run.id, status: p.run.status, processed: p.processed, total: p.total, remaining: p.remaining, etaMs: p.etaMs };
}

/** A run of a campaign in the caller's scope, or null. */
export async function findOwnedRun(db: Executor, scope: Scope, runId: string): Promise<LaunchRun | null> {
  const inScope = sql`${launchRuns.campaignId} in (select c.id from ${campaigns} c where ${ownedSql("c", scope)})`;
  const [run] = await db.select().from(launchRuns).where(and(eq(launchRuns.id, runId), inScope)).limit(1);
  return run ?? null;
}

/**
 * GET /api/campaign-status: by run id, else the campaign's latest launch run; "idle" when it never launched.
 * `disk`: the data disk as just read; while it is nearly full an open run is answered "paused" with the free space
 * (generation waits for room and resumes by itself).
 */
export async function getCampaignStatus(
  db: Executor,
  scope: Scope,
  query: { campaignId: string | null; runId: string | null },
  disk: DiskState | null = null,
): Promise<CampaignStatusAnswer> {
  let run: LaunchRun | null = null;
  if (query.runId) {
    run = await findOwnedRun(db, scope, query.runId);
    if (!run || (query.campaignId && run.campaignId !== query.campaignId)) throw notFound("Launch run not found");
  }
  // Only "not found" is not found: any other error (a dropped connection) stays what it is.
  const campaign = await getCampaign(db, scope, run?.campaignId ?? query.campaignId!).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!campaign) throw notFound(run ? "Launch run not found" : "Campaign not found");
  // The same counts as the campaign view and list (issue 23 item 9).
  const state = await campaignState(db, scope, campaign);
  if (!run) {
    [run = null] = state.run ? await db.select().from(launchRuns).where(eq(launchRuns.id, state.run.id)).limit(1) : [];
    if (!run) {
      return { campaign_id: campaign.id, run_id: null, runId: null, status: "idle", processed: 0, total: 0, remaining: 0, percent: 0, etaMs: null, generating: 0, recovering: 0, error: null, pause_reason: null, superseded_by: null, campaign_state: state, usage: NO_USAGE };
    }
  }
  const p = await runProgress(db, run);
  const waitingForDisk = !!disk?.low && !run.finishedAt && (ACTIVE_RUN_STATUSES as readonly string[]).includes(run.status);
  return {
    campaign_id: run.campaignId,
    run_id: run.id,
    runId: run.id,
    status: waitingForDisk ? "paused" : run.status,
    processed: p.processed,
    total: p.total,
    remaining: p.remaining,
    percent: p.percent,
    etaMs: waitingForDisk ? null : p.etaMs,
    generating: p.generating,
    recovering: p.recovering,
    error: waitingForDisk ? diskPausedMessage(disk.freeBytes) : (run.error ?? (run.finishedAt ? null : await providerWaiting(db, run.id))),
    pause_reason: waitingForDisk ? "disk" : null,
    // A launch from another tab cancels this run and carries its work on: the follower switches to it.
    superseded_by: run.kind === "launch" && run.status === "cancelled" && state.run && state.run.id !== run.id ? state.run.id : null,
    campaign_state: state,
    usage: await runUsage(db, run.id),
  };
}
