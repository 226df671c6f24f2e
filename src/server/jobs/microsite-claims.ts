import { sql } from "drizzle-orm";
import type { QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import type { WrittenWith } from "./generation-context";
import { publicationWindows } from "./publication-schedule";
import { decidePublication } from "./publish-review";
import { campaigns, launchRuns, microsites } from "../db/schema";

export type ClaimedMicrosite = {
  id: string;
  campaign_id: string;
  contact_id: string;
  user_id: string;
  run_id: string;
  slug: string;
  token: string;
};

export type PublishedPage = {
  id: string;
  token: string;
  html: string;
  content: unknown;
  quality: QualityReport;
  publicUrl: string;
  previewUrl: string;
  /** The framework the page was written with: its approval is decided from it. */
  writtenWith: WrittenWith;
};

/**
 * Takes microsites for generation. Only a pending microsite of an active run (queued or running: a
 * paused or cancelled run claims nothing) that nobody holds can be claimed — or one this same job holds
 * already (pg-boss retried the job after its worker died), or one whose claim is older than
 * `staleMinutes`. The conditional UPDATE is atomic, so two workers never get the same microsite.
 */
export async function claimMicrosites(db: Executor, claims: Array<{ micrositeId: string; token: string }>, staleMinutes: number, workerId: string | null = null): Promise<ClaimedMicrosite[]> {
  if (claims.length === 0) return [];
  return queryRows<ClaimedMicrosite>(
    db,
    sql`UPDATE ${microsites} m
        SET claim_token = j.token, claimed_at = now(), claimed_by = ${workerId}, attempts = m.attempts + 1, updated_at = now()
        FROM unnest(${sql.param(claims.map((c) => c.micrositeId))}::uuid[], ${sql.param(claims.map((c) => c.token))}::text[]) AS j(id, token),
             ${launchRuns} r
        WHERE m.id = j.id
          AND m.status = 'pending'
          AND r.id = m.run_id AND r.status IN ('queued', 'running')
          AND (m.claim_token IS NULL OR m.claim_token = j.token OR m.claimed_at < now() - make_interval(mins => ${staleMinutes}))
        RETURNING m.id, m.campaign_id, m.contact_id, m.user_id, m.run_id, m.slug, j.token`,
  );
}

/** Marks the runs that just had their first microsite claimed as running (and their campaign, for a launch run). */
export async function markRunsStarted(db: Executor, runIds: string[]): Promise<void> {
  if (runIds.length === 0) return;
  await db.execute(
    sql`UPDATE ${launchRuns} SET status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = ANY(${sql.param(runIds)}::uuid[]) AND status = 'queued'`,
  );
  await db.execute(
    sql`UPDATE ${campaigns} c SET launch_status = 'running', updated_at = now()
        FROM ${launchRuns} r WHERE r.id = ANY(${sql.param(runIds)}::uuid[]) AND c.id = r.campaign_id AND r.status = 'running' AND r.kind = 'launch'
          AND c.launch_status IS DISTINCT FROM 'running'`,
  );
}

/**
 * Publishes generated pages in one statement. The write only lands while the claim is still ours, so a
 * worker that lost its claim (declared dead, then finished late) cannot publish over someone else.
 * published_at / expires_at follow the campaign's schedule (see publicationWindow): a page generated before
 * the start date is stored now and served from the start date on. Whether a page waits for an admin is decided per
 * page from the framework it was written with (decidePublication): a held new page is stored as awaiting_approval,
 * unpublished (its window starts when an admin approves it, approvals/service.ts); a held new version of a live page
 * is stored beside it (pending_*), and the live version stays served with its window.
 */
export async function publishMicrosites(db: Executor, pages: PublishedPage[], now = new Date()): Promise<string[]> {
  if (pages.length === 0) return [];
  const col = <K extends keyof PublishedPage>(key: K) => sql.param(pages.map((p) => (key === "content" || key === "quality" ? JSON.stringify(p[key]) : p[key])));
  const windows = await publicationWindows(db, pages.map((p) => p.id), now);
  const decisions = await decidePublication(db, pages, now);
  const at = (key: "publishAt" | "expiresAt") => sql.param(pages.map((p) => windows.get(p.id)?.[key].toISOString() ?? null));
  const decided = (key: "held" | "underReview" | "keepLive") => sql.param(pages.map((p) => decisions.get(p.id)?.[key] ?? true));
  const written = (key: "frameworkId" | "frameworkVersion") => sql.param(pages.map((p) => (key === "frameworkId" ? p.writtenWith.frameworkId : (p.writtenWith.frameworkVersion?.toISOString() ?? null))));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${microsites} m
        SET status = CASE WHEN v.held AND NOT v.keep_live THEN 'awaiting_approval' ELSE 'completed' END,
            html_content = CASE WHEN v.keep_live THEN m.html_content ELSE v.html END,
            content = CASE WHEN v.keep_live THEN m.content ELSE v.content::jsonb END,
            quality = CASE WHEN v.keep_live THEN m.quality ELSE v.quality::jsonb END,
            pending_html = CASE WHEN v.keep_live THEN v.html END,
            pending_content = CASE WHEN v.keep_live THEN v.content::jsonb END,
            pending_quality = CASE WHEN v.keep_live THEN v.quality::jsonb END,
            pending_at = CASE WHEN v.keep_live THEN now() END,
            public_url = v.public_url, microsite_url = v.preview_url, error = NULL,
            published_at = CASE WHEN v.keep_live THEN m.published_at WHEN v.held THEN NULL ELSE v.publish_at END,
            expires_at = CASE WHEN v.keep_live THEN m.expires_at WHEN v.held THEN NULL ELSE v.expires_at END,
            review_required = v.under_review, framework_id = v.framework_id, framework_version = v.framework_version,
            claim_token = NULL, claimed_at = NULL, claimed_by = NULL, recovered_from = NULL, updated_at = now()
        FROM unnest(${col("id")}::uuid[], ${col("token")}::text[], ${col("html")}::text[], ${col("content")}::text[], ${col("quality")}::text[],
                    ${col("publicUrl")}::text[], ${col("previewUrl")}::text[],
                    ${at("publishAt")}::timestamptz[], ${at("expiresAt")}::timestamptz[],
                    ${decided("held")}::boolean[], ${decided("underReview")}::boolean[], ${decided("keepLive")}::boolean[],
                    ${written("frameworkId")}::uuid[], ${written("frameworkVersion")}::timestamptz[])
               AS v(id, token, html, content, quality, public_url, preview_url, publish_at, expires_at, held, under_review, keep_live, framework_id, framework_version)
        WHERE m.id = v.id AND m.claim_token = v.token AND m.status = 'pending' AND v.publish_at IS NOT NULL
        RETURNING m.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Final failure: the microsite shows "Microsite generation failed" and keeps the reason for the table, and the
 * quality report and draft of a page the gates held (its copy can be edited, or published past a warning).
 */
export async function markMicrositesFailed(db: Executor, failures: Array<{ id: string; token: string; message: string; quality?: QualityReport; content?: MicrositeContent }>): Promise<void> {
  if (failures.length === 0) return;
  const json = (value: unknown) => (value ? JSON.stringify(value) : null);
  await db.execute(
    sql`UPDATE ${microsites} m
        SET status = 'error', error = v.message, quality = coalesce(v.quality::jsonb, m.quality), content = coalesce(v.content::jsonb, m.content),
            claim_token = NULL, claimed_at = NULL, claimed_by = NULL, recovered_from = NULL, updated_at = now()
        FROM unnest(${sql.param(failures.map((f) => f.id))}::uuid[], ${sql.param(failures.map((f) => f.token))}::text[],
                    ${sql.param(failures.map((f) => f.message.slice(0, 500)))}::text[],
                    ${sql.param(failures.map((f) => json(f.quality)))}::text[], ${sql.param(failures.map((f) => json(f.content)))}::text[]) AS v(id, token, message, quality, content)
        WHERE m.id = v.id AND m.claim_token = v.token AND m.status = 'pending'`,
  );
}

/** Gives microsites back (their job will be retried later), keeping the last reason for the table (null: the one it had). */
export async function releaseClaims(db: Executor, releases: Array<{ id: string; token: string; message: string | null }>): Promise<void> {
  if (releases.length === 0) return;
  await db.execute(
    sql`UPDATE ${microsites} m
        SET claim_token = NULL, claimed_at = NULL, claimed_by = NULL, error = coalesce(v.message, m.error), updated_at = now()
        FROM unnest(${sql.param(releases.map((f) => f.id))}::uuid[], ${sql.param(releases.map((f) => f.token))}::text[],
                    ${sql.param(releases.map((f) => f.message?.slice(0, 500) ?? null))}::text[]) AS v(id, token, message)
        WHERE m.id = v.id AND m.claim_token = v.token AND m.status = 'pending'`,
  );
}

/** Whether any of these claims is still held: a batch whose settling transaction committed holds none of them. */
export async function holdsAnyClaim(db: Executor, claims: Array<{ id: string; token: string }>): Promise<boolean> {
  if (claims.length === 0) return false;
  const rows = await queryRows<{ held: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM ${microsites} m JOIN unnest(${sql.param(claims.map((c) => c.id))}::uuid[], ${sql.param(claims.map((c) => c.token))}::text[]) AS v(id, token)
            ON m.id = v.id AND m.claim_token = v.token
        ) AS held`,
  );
  return rows[0]?.held ?? false;
}
