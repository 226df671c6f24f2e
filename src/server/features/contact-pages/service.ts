import { and, eq, sql } from "drizzle-orm";
import type { CampaignStatus } from "@/shared/constants";
import { CONTACT_PAGE_MESSAGES, type ContactPageAnswer } from "@/shared/schemas/contact-page";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { checkContactRow } from "@/shared/schemas/contact";
import { buildMicrositeSlug } from "@/shared/slug";
import type { Config } from "@/server/config";
import type { Database, Executor } from "@/server/db/client";
import { owned, ownedSql, type RecordOwner, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaigns, contacts, launchRuns, microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { JobQueue } from "@/server/jobs/queue";
import { importCampaignContacts } from "../campaigns/service";
import { randomSlugSuffix } from "../launch/service";

type Deps = { db: Database; queue: JobQueue; config: Pick<Config, "micrositeBaseUrl"> };
type PageRow = { id: string; contactId: string; status: ContactPageAnswer["status"]; slug: string; error: string | null };

/** Campaign statuses that take no new work: a page is asked for only while the campaign is a draft or live. */
const STOPPED_CAMPAIGN_STATUSES = new Set<CampaignStatus>(["paused", "completed", "expired"]);

export function pageAnswer(config: Deps["config"], campaignId: string, page: PageRow): ContactPageAnswer {
  return {
    microsite_id: page.id,
    contact_id: page.contactId,
    status: page.status,
    url: page.status === "completed" ? `${config.micrositeBaseUrl}/${page.slug}` : null,
    status_url: `/api/campaigns/${campaignId}/pages/${page.id}`,
    error: page.status === "error" ? page.error : null,
  };
}

const pageColumns = { id: microsites.id, contactId: microsites.contactId, status: microsites.status, slug: microsites.slug, error: microsites.error };

/** After the transaction: `runId` set when the page's generation is to be queued (a new page, or a failed one again). */
type Upserted = { page: PageRow; runId: string | null };

/** A run of its own for the one page, so its progress is a regeneration's and the campaign's launch state stays as it is. */
async function startPageRun(tx: Executor, owner: RecordOwner, campaignId: string, scope: Scope) {
  const [run] = await tx
    .insert(launchRuns)
    .values({ campaignId, userId: owner.userId, kind: "regeneration", status: "queued", total: 1, startedByAdmin: scope.role === "admin" })
    .returning({ id: launchRuns.id });
  return run.id;
}

async function insertPage(tx: Executor, owner: RecordOwner, campaignId: string, runId: string, contact: { id: string; first_name: string; last_name: string; company: string }) {
  // A taken slug (one in 2.8e12) is retried with a fresh suffix; the (campaign, contact) pair cannot clash: we hold the campaign's lock.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = buildMicrositeSlug([contact.first_name, contact.last_name, contact.company], randomSlugSuffix());
    const [page] = await tx
      .insert(microsites)
      .values({ campaignId, contactId: contact.id, userId: owner.userId, workspaceId: owner.workspaceId, runId, status: "pending", slug })
      .onConflictDoNothing()
      .returning(pageColumns);
    if (page) return page;
  }
  throw new Error("Could not allocate a unique microsite slug");
}

/**
 * The transaction of the page call: the campaign's row lock serializes calls for one campaign (a retried or
 * concurrent call waits here and then finds the first one's page), the contact is upserted by email as the
 * campaign rep's (the CSV import's rules) and linked, and the page is created if it is missing.
 */
async function upsertContactPage(tx: Executor, scope: Scope, campaignId: string, input: unknown): Promise<Upserted> {
  const [campaign] = await queryRows<{ id: string; user_id: string; status: CampaignStatus }>(
    tx,
    sql`SELECT c.id, c.user_id, c.status FROM ${campaigns} c WHERE c.id = ${campaignId} AND ${ownedSql("c", scope)} FOR UPDATE OF c`,
  );
  if (!campaign) throw notFound(CAMPAIGN_MESSAGES.notFound);
  if (STOPPED_CAMPAIGN_STATUSES.has(campaign.status)) throw new ApiError(409, CONTACT_PAGE_MESSAGES.campaignStopped(campaign.status));
  const checked = checkContactRow(input);
  if (!checked.ok) throw new ApiError(400, checked.message);
  const owner: RecordOwner = { userId: campaign.user_id, workspaceId: scope.workspaceId };
  await importCampaignContacts(tx, owner, campaignId, [checked.contact]);
  const [contact] = await queryRows<{ id: string; first_name: string; last_name: string; company: string }>(
    tx,
    sql`SELECT id, first_name, last_name, company FROM ${contacts}
        WHERE workspace_id = ${owner.workspaceId} AND user_id = ${owner.userId} AND lower(email) = lower(${checked.contact.email})`,
  );
  const [existing] = await tx
    .select(pageColumns)
    .from(microsites)
    .where(and(eq(microsites.campaignId, campaignId), eq(microsites.contactId, contact.id)));
  if (existing?.status === "expired") throw new ApiError(409, CONTACT_PAGE_MESSAGES.expired);
  if (existing && existing.status !== "error") return { page: existing, runId: null };
  const runId = await startPageRun(tx, owner, campaignId, scope);
  if (existing) {
    // A failed page is written again in place: same slug, so a link already handed out keeps working.
    await tx.update(microsites).set({ status: "pending", error: null, runId, updatedAt: new Date() }).where(eq(microsites.id, existing.id));
    return { page: { ...existing, status: "pending", error: null }, runId };
  }
  const page = await insertPage(tx, owner, campaignId, runId, contact);
  // Like a launch, a draft campaign goes live with its first page.
  await tx
    .update(campaigns)
    .set({ status: "live", launchedAt: sql`coalesce(${campaigns.launchedAt}, now())` })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "draft")));
  return { page, runId };
}

/**
 * POST /api/campaigns/:id/pages: upserts the contact and makes sure its page exists, queueing its generation
 * (the launch's job, so the framework, quality gates and approvals apply) when it is new or failed.
 * Answers the page as it is after the call.
 */
export async function requestContactPage(deps: Deps, scope: Scope, campaignId: string, input: unknown) {
  // Jobs are queued after commit: on the embedded database pg-boss shares the connection the transaction holds.
  const { page, runId } = await deps.db.transaction((tx) => upsertContactPage(tx as unknown as Executor, scope, campaignId, input));
  if (runId) {
    await deps.queue.enqueueGeneration([page.id]);
    await deps.db.update(launchRuns).set({ enqueuedAt: new Date() }).where(eq(launchRuns.id, runId));
  }
  return page;
}

/** The page of one of the caller's campaigns (the status URL); 404 when it is not theirs. */
export async function findContactPage(db: Database, scope: Scope, campaignId: string, micrositeId: string): Promise<PageRow> {
  const [page] = await db
    .select(pageColumns)
    .from(microsites)
    .where(owned(microsites, scope, eq(microsites.campaignId, campaignId), eq(microsites.id, micrositeId)));
  if (!page) throw notFound(CONTACT_PAGE_MESSAGES.notFound);
  return page;
}

/**
 * Waits until the page leaves `pending` or `deadline` passes, reading its row every `intervalMs` (one indexed read;
 * generation takes seconds, so a notification channel would buy little). Stops early when the client goes away.
 */
export async function waitForPage(db: Database, scope: Scope, campaignId: string, page: PageRow, deadline: number, signal?: AbortSignal, intervalMs = 250) {
  let current = page;
  while (current.status === "pending" && Date.now() < deadline && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
    current = await findContactPage(db, scope, campaignId, page.id);
  }
  return current;
}
