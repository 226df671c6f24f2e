import { asc, eq, gt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";
import type { Database, Executor } from "../db/client";
import { queryRows } from "../db/rows";
import { ACTIVE_RUN_STATUSES } from "@/shared/run-status";
import { launchRuns, micrositeRepRefreshes, microsites } from "../db/schema";
import { renderMicrositeHtml } from "../render/render-microsite";
import { refreshRepPagesJob } from "./job-payloads";
import { pageGenerationInput } from "./generate-microsites";
import { createContextLoader } from "./generation-context";
import type { JobQueue } from "./queue";

/** Pages re-rendered per round: one round's rows are read, rendered and written while other work waits at most this long. */
const CHUNK = 100;

/**
 * Queues every page of `fromUserId` in the workspace for a re-render with its new owner as the rep: those with HTML
 * (live, awaiting approval, expired: any of them can be shown again), and those still being written, which a worker
 * may finish with the campaign as it read it before the hand-over. Part of the hand-over's transaction. A page queued
 * again while waiting gets a new time, so a round that read it before this hand-over does not take it off the list.
 */
export async function queueRepPageRefresh(tx: Executor, workspaceId: string, fromUserId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${micrositeRepRefreshes} (microsite_id, queued_at)
    select id, clock_timestamp() from ${microsites}
    where workspace_id = ${workspaceId} and user_id = ${fromUserId}
    on conflict (microsite_id) do update set queued_at = excluded.queued_at`);
}

/** Asks a worker to work through the waiting pages (the queue keeps one such job waiting at most). */
export async function requestRepPageRefresh(queue: JobQueue): Promise<void> {
  await queue.boss.send(refreshRepPagesJob.name, {});
}

/** The sweep and a worker's start: a request lost between a hand-over's commit and its send is made again. */
export async function requestRepPageRefreshIfWaiting(db: Database, queue: JobQueue): Promise<boolean> {
  const [waiting] = await db.select({ id: micrositeRepRefreshes.micrositeId }).from(micrositeRepRefreshes).limit(1);
  if (waiting) await requestRepPageRefresh(queue);
  return Boolean(waiting);
}

type Waiting = {
  id: string;
  queued: string;
  /** Pending in a run still handing out work: it is drawn once its worker has published it. */
  in_progress: boolean;
  campaign_id: string;
  contact_id: string;
  slug: string;
  has_html: boolean;
  content: unknown;
  version: string;
};

/**
 * The refresh-rep-pages job: re-renders each waiting page from its stored content (no writer, no approval, same slug,
 * status and expiry) with the campaign's current context, whose rep is the campaign's owner, so a departed rep's name,
 * email, title, photo and scheduling link leave the page. The new HTML replaces the stored file and the row; the
 * row's change notifies every web process to drop its cached copy. A page still being written, or changed between
 * this job's read and write, stays listed for a later job (the sweep asks every minute while any is listed).
 * Idempotent: a round cut short by a crash is simply done again. Answers how many pages were re-rendered.
 */
export async function refreshRepPages(deps: { db: Database; logger: Logger }): Promise<number> {
  const { db, logger } = deps;
  const contexts = createContextLoader(db);
  let refreshed = 0;
  let unreadable = 0;
  let inProgress = 0;
  // Through the list once by id: pages still being written stay on it for a later job (the sweep asks every minute).
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const waiting = (await db
      .select({
        id: micrositeRepRefreshes.micrositeId,
        queued: sql<string>`${micrositeRepRefreshes.queuedAt}::text`,
        in_progress: sql<boolean>`${microsites.status} = 'pending' and exists (
          select 1 from ${launchRuns} r where r.id = ${microsites.runId} and r.status in (${sql.join(ACTIVE_RUN_STATUSES.map((st) => sql`${st}`), sql`, `)}))`,
        campaign_id: microsites.campaignId,
        contact_id: microsites.contactId,
        slug: microsites.slug,
        has_html: sql<boolean>`${microsites.htmlContent} is not null`,
        content: microsites.content,
        version: sql<string>`${microsites.updatedAt}::text`,
      })
      .from(micrositeRepRefreshes)
      .innerJoin(microsites, eq(microsites.id, micrositeRepRefreshes.micrositeId))
      .where(gt(micrositeRepRefreshes.micrositeId, after))
      .orderBy(asc(micrositeRepRefreshes.micrositeId))
      .limit(CHUNK)) as Waiting[];
    if (waiting.length === 0) break;
    after = waiting[waiting.length - 1].id;
    const contacts = await contexts.contacts(waiting);
    const pages: Array<{ id: string; html: string; version: string }> = [];
    /** Rows with nothing to draw: taken off the list as they are. */
    const passed: string[] = [];
    for (const row of waiting) {
      if (row.in_progress) {
        inProgress += 1;
        continue;
      }
      const content = micrositeContentSchema.safeParse(row.content);
      const context = await contexts.campaign(row.campaign_id);
      const contact = contacts.get(row.contact_id);
      if (!row.has_html || !context || !contact) {
        passed.push(row.id);
        continue;
      }
      // A page of the first writer (before typed content) cannot be drawn again; only a regenerate renews it.
      if (!content.success) {
        unreadable += 1;
        passed.push(row.id);
        continue;
      }
      const generation = pageGenerationInput(context, contact, row.campaign_id);
      const html = renderMicrositeHtml({ generation, content: content.data, tracking: { campaignId: row.campaign_id, contactId: row.contact_id, slug: row.slug } });
      pages.push({ id: row.id, html, version: row.version });
    }
    const queuedAt = new Map(waiting.map((w) => [w.id, w.queued]));
    const written = await db.transaction(async (tx) => {
      // A page whose row changed since it was read keeps its place on the list: a later job draws it again.
      const updated =
        pages.length === 0
          ? []
          : await queryRows<{ id: string }>(
              tx,
              sql`update ${microsites} m set html_content = p.html, updated_at = now()
                  from unnest(${sql.param(pages.map((p) => p.id))}::uuid[], ${sql.param(pages.map((p) => p.html))}::text[], ${sql.param(pages.map((p) => p.version))}::text[]) as p(id, html, version)
                  where m.id = p.id and m.updated_at::text = p.version
                  returning m.id`,
            );
      const done = [...passed, ...updated.map((u) => u.id)];
      await tx.execute(sql`
        delete from ${micrositeRepRefreshes} r
        using unnest(${sql.param(done)}::uuid[], ${sql.param(done.map((id) => queuedAt.get(id)!))}::text[]) as w(id, queued)
        where r.microsite_id = w.id and r.queued_at::text = w.queued`);
      return updated.length;
    });
    refreshed += written;
  }
  if (refreshed > 0 || unreadable > 0 || inProgress > 0) logger.info({ refreshed, unreadable, inProgress }, "re-rendered handed-over pages with their new rep");
  return refreshed;
}
