import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { ApprovalEventKind } from "@/shared/activity";
import type { Config } from "../config";
import type { Database, Executor } from "../db/client";
import { queryRows } from "../db/rows";
import { approvalEvents, campaigns, member, microsites, user } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { approvalEmail } from "./approval-email";

/** What telling people needs: the database, the mailer (null: no SMTP_URL, no email) and where links point. */
export type ApprovalNoticeDeps = { db: Database; mailer: Mailer | null; config: Pick<Config, "appUrl">; logger: Pick<Logger, "warn"> };

// Pages held one batch after another over a long launch make one notice per person and campaign, not one per batch.
const COALESCE_MINUTES = 10;

type Notice = { workspaceId: string; campaignId: string; campaignName: string; userId: string; email: string; kind: ApprovalEventKind; count: number; comment: string | null };

/** Adds to the person's recent notice of the same kind, or starts a new one; answers whether it is new (then emailed). */
async function upsertNotice(db: Executor, notice: Notice): Promise<boolean> {
  const recent = sql`now() - make_interval(mins => ${COALESCE_MINUTES})`;
  const merged = await db
    .update(approvalEvents)
    .set({ pageCount: sql`${approvalEvents.pageCount} + ${notice.count}`, updatedAt: new Date() })
    .where(
      and(
        eq(approvalEvents.userId, notice.userId),
        eq(approvalEvents.campaignId, notice.campaignId),
        eq(approvalEvents.kind, notice.kind),
        sql`${approvalEvents.comment} IS NOT DISTINCT FROM ${notice.comment}`,
        gt(approvalEvents.updatedAt, recent),
      ),
    )
    .returning({ id: approvalEvents.id });
  if (merged.length > 0) return false;
  await db.insert(approvalEvents).values({ workspaceId: notice.workspaceId, campaignId: notice.campaignId, userId: notice.userId, kind: notice.kind, pageCount: notice.count, comment: notice.comment });
  return true;
}

/** Records the notices, then emails the new ones (best effort: a mail failure is logged, the decision stands). */
async function tell(deps: ApprovalNoticeDeps, notices: Notice[]): Promise<void> {
  const fresh: Notice[] = [];
  for (const notice of notices) if (await upsertNotice(deps.db, notice)) fresh.push(notice);
  if (!deps.mailer) return;
  const base = deps.config.appUrl.replace(/\/$/, "");
  for (const notice of fresh) {
    const url = notice.kind === "pages_waiting" ? `${base}/approvals` : `${base}/campaigns/${notice.campaignId}/view`;
    await deps.mailer
      .send(approvalEmail({ to: notice.email, kind: notice.kind, campaignName: notice.campaignName, count: notice.count, comment: notice.comment, url }))
      .catch((error: unknown) => deps.logger.warn({ err: error, kind: notice.kind }, "could not email an approval notice"));
  }
}

type HeldCount = { campaign_id: string; campaign_name: string; workspace_id: string; held: number };

/** Tells each admin of the workspace how many of these pages (those now held for review) wait, per campaign. */
export async function recordPagesWaiting(deps: ApprovalNoticeDeps, micrositeIds: string[]): Promise<void> {
  if (micrositeIds.length === 0) return;
  const held = await queryRows<HeldCount>(
    deps.db,
    sql`SELECT c.id AS campaign_id, c.name AS campaign_name, c.workspace_id, count(*)::int AS held
        FROM ${microsites} m JOIN ${campaigns} c ON c.id = m.campaign_id
        WHERE m.id = ANY(${sql.param(micrositeIds)}::uuid[]) AND (m.status = 'awaiting_approval' OR m.pending_html IS NOT NULL)
        GROUP BY c.id, c.name, c.workspace_id`,
  );
  if (held.length === 0) return;
  const admins = await deps.db
    .select({ workspaceId: member.organizationId, userId: member.userId, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(inArray(member.organizationId, [...new Set(held.map((h) => h.workspace_id))]), eq(member.role, "admin")));
  const notices = held.flatMap((h) =>
    admins
      .filter((a) => a.workspaceId === h.workspace_id)
      .map((a) => ({ workspaceId: h.workspace_id, campaignId: h.campaign_id, campaignName: h.campaign_name, userId: a.userId, email: a.email, kind: "pages_waiting" as const, count: h.held, comment: null })),
  );
  await tell(deps, notices);
}

/** Tells each campaign's rep how many of their pages an admin approved or rejected (with the admin's comment). */
export async function recordPagesReviewed(deps: ApprovalNoticeDeps, kind: "pages_approved" | "pages_rejected", byCampaign: Map<string, number>, comment: string | null): Promise<void> {
  if (byCampaign.size === 0) return;
  const reps = await deps.db
    .select({ campaignId: campaigns.id, campaignName: campaigns.name, workspaceId: campaigns.workspaceId, userId: campaigns.userId, email: user.email })
    .from(campaigns)
    .innerJoin(user, eq(user.id, campaigns.userId))
    .where(inArray(campaigns.id, [...byCampaign.keys()]));
  await tell(
    deps,
    reps.map((r) => ({ workspaceId: r.workspaceId, campaignId: r.campaignId, campaignName: r.campaignName, userId: r.userId, email: r.email, kind, count: byCampaign.get(r.campaignId) ?? 0, comment })),
  );
}

/** The caller's approval notices not yet toasted, marked as toasted now (each is toasted once, by the open app). */
export async function claimApprovalNotices(db: Database, scope: { userId: string; workspaceId: string }, now: Date): Promise<string[]> {
  const rows = await db
    .update(approvalEvents)
    .set({ notifiedAt: now })
    .where(and(eq(approvalEvents.userId, scope.userId), eq(approvalEvents.workspaceId, scope.workspaceId), isNull(approvalEvents.notifiedAt)))
    .returning({ id: approvalEvents.id });
  return rows.map((r) => r.id);
}
