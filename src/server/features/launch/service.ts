import { randomInt } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { NO_CONTACTS_MESSAGE, type LaunchAnswer, type LaunchRequest } from "@/shared/schemas/launch";
import { ACTIVE_RUN_STATUSES } from "@/shared/run-status";
import { buildMicrositeSlug } from "@/shared/slug";
import type { Database, Executor } from "@/server/db/client";
import { ownedSql, type RecordOwner, type Scope } from "@/server/db/owner";
import { analyzeAfterBulkWrite } from "@/server/db/planner-stats";
import { queryRows } from "@/server/db/rows";
import { campaignContacts, campaigns, contacts, launchRuns, microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { JobQueue } from "@/server/jobs/queue";
import { launchAnswer, runProgress, type LaunchRun } from "./progress";

export { findOwnedRun, launchAnswer, runProgress } from "./progress";

const SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 8 random base-36 characters: ~2.8e12 values, so a clash is negligible and retried when it happens. */
export function randomSlugSuffix(): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return out;
}

type MissingContact = { id: string; first_name: string; last_name: string; company: string };

/**
 * One pending microsite of `runId` per linked contact that has none, with a unique readable slug; returns the
 * new microsites' ids. Rows travel as two array parameters (unnest), so a 40,000-contact launch is one statement.
 */
async function createMissingMicrosites(tx: Executor, owner: RecordOwner, campaignId: string, runId: string): Promise<string[]> {
  const created: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const missing = await queryRows<MissingContact>(
      tx,
      sql`SELECT c.id, c.first_name, c.last_name, c.company
          FROM ${campaignContacts} cc JOIN ${contacts} c ON c.id = cc.contact_id AND c.user_id = ${owner.userId}
          WHERE cc.campaign_id = ${campaignId}
            AND NOT EXISTS (SELECT 1 FROM ${microsites} m WHERE m.campaign_id = ${campaignId} AND m.contact_id = c.id)`,
    );
    if (missing.length === 0) {
      await analyzeAfterBulkWrite(tx, "campaign_microsites", created.length);
      return created;
    }
    const slugs = missing.map((c) => buildMicrositeSlug([c.first_name, c.last_name, c.company], randomSlugSuffix()));
    // ON CONFLICT DO NOTHING skips a row whose slug is taken; the next pass gives it a fresh suffix.
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO ${microsites} (campaign_id, contact_id, user_id, workspace_id, run_id, status, slug)
          SELECT ${campaignId}, v.contact_id, ${owner.userId}, ${owner.workspaceId}, ${runId}, 'pending', v.slug
          FROM unnest(${sql.param(missing.map((c) => c.id))}::uuid[], ${sql.param(slugs)}::text[]) AS v(contact_id, slug)
          ON CONFLICT DO NOTHING
          RETURNING id`,
    );
    for (const row of inserted) created.push(row.id);
  }
  throw new Error("Could not allocate unique microsite slugs");
}

type Started = { run: LaunchRun; enqueue: string[] };

/** Which campaign to launch, and the client's key that makes a retried request join the same run. */
export type LaunchTarget = Pick<LaunchRequest, "campaignId" | "dedupeKey">;

async function startRun(tx: Executor, scope: Scope, input: LaunchTarget): Promise<Started> {
  // Row lock: two launches of one campaign (a double click, two tabs) queue up here and see each other's run.
  const [campaign] = await queryRows<{ id: string; user_id: string }>(
    tx,
    sql`SELECT c.id, c.user_id FROM ${campaigns} c WHERE c.id = ${input.campaignId} AND ${ownedSql("c", scope)} FOR UPDATE OF c`,
  );
  if (!campaign) throw notFound("Campaign not found");
  // The pages are the campaign's rep's, also when an admin launches it.
  const owner: RecordOwner = { userId: campaign.user_id, workspaceId: scope.workspaceId };
  const existing = input.dedupeKey
    ? await tx.select().from(launchRuns).where(and(eq(launchRuns.campaignId, campaign.id), eq(launchRuns.dedupeKey, input.dedupeKey)))
    : await tx
        .select()
        .from(launchRuns)
        .where(
          and(eq(launchRuns.campaignId, campaign.id), eq(launchRuns.kind, "launch"), isNull(launchRuns.finishedAt), inArray(launchRuns.status, ACTIVE_RUN_STATUSES)),
        );
  if (existing[0]) return { run: existing[0], enqueue: [] };

  const [{ contact_count: contactCount }] = await queryRows<{ contact_count: number }>(
    tx,
    sql`SELECT count(*)::int AS contact_count FROM ${campaignContacts} cc JOIN ${contacts} c ON c.id = cc.contact_id AND c.user_id = ${owner.userId}
        WHERE cc.campaign_id = ${campaign.id}`,
  );
  if (contactCount === 0) throw new ApiError(400, NO_CONTACTS_MESSAGE);

  // A paused (or stuck) earlier run hands its remaining work to this one.
  await tx
    .update(launchRuns)
    .set({ status: "cancelled", finishedAt: new Date(), error: "Superseded by a newer launch" })
    .where(and(eq(launchRuns.campaignId, campaign.id), isNull(launchRuns.finishedAt)));
  // Whether each page then waits for an admin is decided when it is published, from the framework it was written with.
  const [run] = await tx
    .insert(launchRuns)
    .values({ campaignId: campaign.id, userId: owner.userId, dedupeKey: input.dedupeKey, status: "queued", startedByAdmin: scope.role === "admin" })
    .returning();
  const created = await createMissingMicrosites(tx, owner, campaign.id, run.id);
  // Relaunch generates only what is missing or errored: completed pages are left alone. Pages just created
  // already belong to this run.
  const requeued = await tx
    .update(microsites)
    .set({ status: "pending", error: null, runId: run.id, updatedAt: new Date() })
    .where(and(eq(microsites.campaignId, campaign.id), inArray(microsites.status, ["pending", "error"]), sql`${microsites.runId} IS DISTINCT FROM ${run.id}`))
    .returning({ id: microsites.id });
  const queued = [...created, ...requeued.map((m) => m.id)];
  const total = queued.length;
  const now = new Date();
  const [updatedRun] = await tx
    .update(launchRuns)
    .set(total === 0 ? { total, status: "completed", enqueuedAt: now, startedAt: now, finishedAt: now } : { total })
    .where(eq(launchRuns.id, run.id))
    .returning();
  await tx
    .update(campaigns)
    .set({ status: "live", launchStatus: updatedRun.status, launchedAt: sql`coalesce(${campaigns.launchedAt}, now())` })
    .where(eq(campaigns.id, campaign.id));
  return { run: updatedRun, enqueue: queued };
}

/**
 * POST /api/launch-campaign (ARCHITECTURE 6). The run, its microsites and the campaign state commit in
 * one transaction; the jobs are enqueued right after commit — not inside it, because on the embedded
 * database pg-boss shares the single connection the transaction holds. A crash between the two leaves
 * `enqueued_at` empty, and the sweep enqueues the run then. Nothing is generated inside the request.
 */
export async function launchCampaign(deps: { db: Database; queue: JobQueue }, scope: Scope, input: LaunchTarget): Promise<LaunchAnswer> {
  const { run, enqueue } = await deps.db.transaction((tx) => startRun(tx as unknown as Executor, scope, input));
  if (enqueue.length > 0) {
    await deps.queue.enqueueGeneration(enqueue);
    await deps.db.update(launchRuns).set({ enqueuedAt: new Date() }).where(and(eq(launchRuns.id, run.id), isNull(launchRuns.enqueuedAt)));
  }
  return launchAnswer(await runProgress(deps.db, run));
}
