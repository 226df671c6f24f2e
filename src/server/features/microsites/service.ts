import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { DELIVERED_MICROSITE_STATUSES } from "@/shared/microsite-status";
import type { ExtendExpiryInput, LaunchAnswer } from "@/shared/schemas/launch";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { launchRuns, microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { MICROSITES_BUCKET } from "@/shared/constants";
import type { JobQueue } from "@/server/jobs/queue";
import { finalizeRuns } from "@/server/jobs/run-finalizer";
import type { Storage } from "@/server/storage/storage";
import { findOwnedRun, launchAnswer, runProgress } from "../launch/service";
import { mintPreviewToken } from "../public-site/service";

const DAY_MS = 86_400_000;
const NOT_FOUND = "Microsite not found";

export async function findOwnedMicrosite(db: Database, scope: Scope, id: string) {
  const [row] = await db.select().from(microsites).where(owned(microsites, scope, eq(microsites.id, id))).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Re-queues one microsite as a regeneration run of its own (so its progress can be polled like a launch,
 * while the campaign's launch state stays as it is). The page keeps its slug, so its link does not change. Already pending in an open run: answers that run.
 */
export async function regenerateMicrosite(deps: { db: Database; queue: JobQueue }, scope: Scope, id: string): Promise<LaunchAnswer> {
  const { db } = deps;
  const current = await findOwnedMicrosite(db, scope, id);
  if (current.status === "pending" && current.runId) {
    const run = await findOwnedRun(db, scope, current.runId);
    if (run && !run.finishedAt && ["queued", "running"].includes(run.status)) return launchAnswer(await runProgress(db, run));
  }
  const run = await queueRegeneration(deps, scope, current, [id]);
  return launchAnswer(await runProgress(db, run));
}

/**
 * Puts pages of one campaign back to pending as one regeneration run and queues them; the pages keep their slugs
 * (links do not change). Whether they wait for an admin is decided when each is published (jobs/publish-review.ts); a
 * page held or rejected stays under review, and a live page stays served until its new version is published.
 */
export async function queueRegeneration(deps: { db: Database; queue: JobQueue }, scope: Scope, owner: { campaignId: string; userId: string }, ids: string[]) {
  const { db, queue } = deps;
  const run = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(launchRuns)
      .values({ campaignId: owner.campaignId, userId: owner.userId, kind: "regeneration", status: "queued", total: ids.length, startedByAdmin: scope.role === "admin" })
      .returning();
    await tx
      .update(microsites)
      .set({
        status: "pending",
        error: null,
        reviewComment: null,
        // A held or rejected page stays under review whatever framework it is rewritten with (issue 23 item 6).
        reviewRequired: sql`${microsites.reviewRequired} OR ${microsites.status} IN ('awaiting_approval', 'rejected')`,
        runId: created.id,
        updatedAt: new Date(),
      })
      .where(owned(microsites, scope, inArray(microsites.id, ids)));
    return created;
  });
  await queue.enqueueGeneration(ids);
  await db.update(launchRuns).set({ enqueuedAt: new Date() }).where(eq(launchRuns.id, run.id));
  return run;
}

/** Deletes the page and its stored HTML; a run waiting on it is closed if nothing else is pending. */
export async function deleteMicrosite(deps: { db: Database; storage: Storage }, scope: Scope, id: string): Promise<void> {
  const deleted = await deleteMicrosites(deps, scope, eq(microsites.id, id));
  if (deleted === 0) throw notFound(NOT_FOUND);
}

/** Deletes the caller's pages that match `condition` with their stored HTML, closes runs left with nothing pending; answers how many. */
export async function deleteMicrosites(deps: { db: Database; storage: Storage }, scope: Scope, condition: SQL): Promise<number> {
  const deleted = await deps.db
    .delete(microsites)
    .where(owned(microsites, scope, condition))
    .returning({ storageKey: microsites.storageKey, runId: microsites.runId });
  for (const row of deleted) if (row.storageKey) await deps.storage.delete(MICROSITES_BUCKET, row.storageKey);
  const runIds = [...new Set(deleted.flatMap((row) => (row.runId ? [row.runId] : [])))];
  if (runIds.length > 0) await finalizeRuns(deps.db, runIds);
  return deleted.length;
}

/**
 * Extends a published page by `days` from its current expiry, or from now when it already expired
 * (which puts it back online).
 */
export async function extendMicrositeExpiry(db: Database, scope: Scope, id: string, input: ExtendExpiryInput, now = new Date()) {
  const current = await findOwnedMicrosite(db, scope, id);
  if (!current.expiresAt || !current.htmlContent) throw new ApiError(409, "Only a published microsite can be extended");
  const base = Math.max(current.expiresAt.getTime(), now.getTime());
  const expiresAt = new Date(base + input.days * DAY_MS);
  const [updated] = await db
    .update(microsites)
    .set({ expiresAt, ...(current.status === "expired" ? { status: "completed" } : {}) })
    .where(owned(microsites, scope, eq(microsites.id, id), inArray(microsites.status, [...DELIVERED_MICROSITE_STATUSES])))
    .returning({ expiresAt: microsites.expiresAt });
  if (!updated) throw new ApiError(409, "Only a published microsite can be extended");
  return { expires_at: updated.expiresAt!.toISOString() };
}

/** A signed, short-lived link to the owner's preview of a microsite's page (never counted as a view). */
export async function getPreviewUrl(db: Database, appUrl: string, secret: string, scope: Scope, id: string): Promise<{ url: string }> {
  const [row] = await db
    .select({ id: microsites.id, hasHtml: sql<boolean>`${microsites.htmlContent} is not null` })
    .from(microsites)
    .where(owned(microsites, scope, eq(microsites.id, id)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  if (!row.hasHtml) throw new ApiError(409, "This microsite has no page yet");
  return { url: `${appUrl.replace(/\/$/, "")}/site-preview/${mintPreviewToken(secret, row.id)}` };
}
