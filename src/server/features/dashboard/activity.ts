import { sql, type SQL } from "drizzle-orm";
import { ACTIVITY_KINDS, APPROVAL_EVENT_KINDS, type ActivityKind } from "@/shared/activity";
import { newViewerText } from "@/shared/schemas/access";
import { sqlList } from "@/server/db/status-predicates";
import type { Database } from "@/server/db/client";
import { ownedSql, personalSql, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { accessRequests, approvalEvents, campaigns, contacts, micrositeEngagement, microsites, micrositeViewers, user } from "@/server/db/schema";
import type { ActivityItem } from "@/shared/schemas/analytics-answers";

export { ACTIVITY_KINDS, type ActivityKind };

/** Spec 3 "Activity item" (id, title, description, time): its schema is the API's answer (analytics-answers.ts). */
export type { ActivityItem };

type Row = {
  kind: ActivityKind;
  ref: string;
  at: string | Date;
  campaign_id: string;
  campaign_name: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  email: string | null;
  cta_type: string | null;
  microsite_id: string | null;
  page_expired: boolean | null;
  rep_name: string | null;
  /** Approval notices only: how many pages, and the admin's comment on a rejection. */
  page_count: number | null;
  note: string | null;
  /** A gate's visitor (issue 27): the person who asked for access or opened the page, and an access request's admission. */
  viewer_email: string | null;
  admitted: boolean | null;
};

const TITLES: Record<ActivityKind, string> = {
  campaign_created: "Campaign created",
  campaign_launched: "Campaign launched",
  microsite_viewed: "Microsite first viewed",
  cta_clicked: "CTA clicked",
  access_requested: "New link requested",
  new_viewer: "New person at the account",
  pages_waiting: "Pages await your approval",
  pages_approved: "Pages approved",
  pages_rejected: "Pages rejected",
};

const pages = (n: number | null) => (n === 1 ? "1 page" : `${n ?? 0} pages`);

function who(row: Row): string {
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ").trim() || row.email || "A prospect";
  return row.company ? `${name} (${row.company})` : name;
}

function describe(row: Row): string {
  switch (row.kind) {
    case "campaign_created":
      return `${row.campaign_name} was created`;
    case "campaign_launched":
      return `${row.campaign_name} went live`;
    case "microsite_viewed":
      return `${who(row)} opened their microsite · ${row.campaign_name}`;
    case "cta_clicked":
      return `${who(row)} clicked ${row.cta_type ? `"${row.cta_type}"` : "the call-to-action"} · ${row.campaign_name}`;
    case "access_requested":
      return row.viewer_email
        ? `${row.viewer_email} asked for access to ${who(row)}'s page · ${row.campaign_name}`
        : `${who(row)} asked for a new link to their expired microsite · ${row.campaign_name}`;
    case "new_viewer":
      return newViewerText(row.company || (row.viewer_email ?? "").split("@")[1] || "the account", row.first_name || row.email || "the contact", row.viewer_email ?? "");
    case "pages_waiting":
      return `${pages(row.page_count)} of ${row.campaign_name} sent for your review`;
    case "pages_approved":
      return `${pages(row.page_count)} of ${row.campaign_name} approved: the prospects see them now`;
    case "pages_rejected":
      return `${pages(row.page_count)} of ${row.campaign_name} rejected: "${row.note ?? ""}"`;
  }
}

/**
 * Every activity of the campaigns in reach as one union (each member names its columns: any of them may come first):
 * the caller's own, or with `team` their scope's (an admin: the workspace's, each row naming its rep).
 * `since`/`until` keep a time window (next-visit toasts).
 */
function activityUnion(scope: Scope, kinds: readonly ActivityKind[], team: boolean, since?: Date, until?: Date): SQL {
  const after = (column: SQL) =>
    sql`${since ? sql` and ${column} > ${since.toISOString()}::timestamptz` : sql``}${until ? sql` and ${column} <= ${until.toISOString()}::timestamptz` : sql``}`;
  const parts: SQL[] = [];
  const mine = team ? ownedSql("c", scope) : personalSql("c", scope);
  // The per-rep tables (engagement, access requests) carry the rep too: their index narrows the caller's own.
  const repIs = (column: string) => (team ? sql`` : sql`${sql.raw(column)} = ${scope.userId} and `);
  // Another rep's campaign names its rep; the caller's own needs no name.
  const rep = team ? sql`(select u.name from ${user} u where u.id = c.user_id and c.user_id <> ${scope.userId})` : sql`null::text`;
  const campaignCols = sql`c.id as campaign_id, c.name as campaign_name, null::text as first_name, null::text as last_name, null::text as company, null::text as email, c.cta_type, null::text as microsite_id, null::boolean as page_expired, ${rep} as rep_name, null::int as page_count, null::text as note, null::text as viewer_email, null::boolean as admitted`;
  const engagementFrom = sql`from ${micrositeEngagement} e join ${campaigns} c on c.id = e.campaign_id join ${contacts} k on k.id = e.contact_id`;
  const contactCols = sql`c.id as campaign_id, c.name as campaign_name, k.first_name, k.last_name, k.company, k.email, c.cta_type, e.microsite_id::text as microsite_id, null::boolean as page_expired, ${rep} as rep_name, null::int as page_count, null::text as note, null::text as viewer_email, null::boolean as admitted`;
  if (kinds.includes("campaign_created"))
    parts.push(sql`select 'campaign_created' as kind, c.id::text as ref, c.created_at as at, ${campaignCols} from ${campaigns} c where ${mine}${after(sql`c.created_at`)}`);
  if (kinds.includes("campaign_launched"))
    parts.push(sql`select 'campaign_launched' as kind, c.id::text as ref, c.launched_at as at, ${campaignCols} from ${campaigns} c where ${mine} and c.launched_at is not null${after(sql`c.launched_at`)}`);
  if (kinds.includes("microsite_viewed"))
    parts.push(sql`select 'microsite_viewed' as kind, e.microsite_id::text as ref, e.first_viewed_at as at, ${contactCols} ${engagementFrom} where ${repIs("e.user_id")}${mine} and e.first_viewed_at is not null${after(sql`e.first_viewed_at`)}`);
  if (kinds.includes("cta_clicked"))
    parts.push(sql`select 'cta_clicked' as kind, e.microsite_id::text as ref, e.first_clicked_at as at, ${contactCols} ${engagementFrom} where ${repIs("e.user_id")}${mine} and e.first_clicked_at is not null${after(sql`e.first_clicked_at`)}`);
  if (kinds.includes("access_requested"))
    parts.push(sql`select 'access_requested' as kind, r.id::text as ref, r.requested_at as at, c.id as campaign_id, c.name as campaign_name, k.first_name, k.last_name, k.company, k.email, c.cta_type,
      r.microsite_id::text as microsite_id, (m.status = 'expired' or m.expires_at <= now()) as page_expired, ${rep} as rep_name, null::int as page_count, null::text as note,
      r.email as viewer_email, r.admitted_at is not null as admitted
      from ${accessRequests} r join ${campaigns} c on c.id = r.campaign_id join ${contacts} k on k.id = r.contact_id join ${microsites} m on m.id = r.microsite_id
      where ${repIs("r.user_id")}${mine}${after(sql`r.requested_at`)}`);
  if (kinds.includes("new_viewer"))
    parts.push(sql`select 'new_viewer' as kind, p.id::text as ref, p.first_seen_at as at, c.id as campaign_id, c.name as campaign_name, k.first_name, k.last_name, k.company, k.email, c.cta_type,
      p.microsite_id::text as microsite_id, null::boolean as page_expired, ${rep} as rep_name, null::int as page_count, null::text as note, p.email as viewer_email, null::boolean as admitted
      from ${micrositeViewers} p join ${campaigns} c on c.id = p.campaign_id join ${contacts} k on k.id = p.contact_id
      where ${repIs("p.user_id")}${mine} and p.new_person${after(sql`p.first_seen_at`)}`);
  const approvalKinds = APPROVAL_EVENT_KINDS.filter((kind) => kinds.includes(kind));
  // Approval notices are addressed to one person (the admins, the rep), whoever's campaign it is.
  if (approvalKinds.length > 0)
    parts.push(sql`select a.kind, a.id::text as ref, a.updated_at as at, c.id as campaign_id, c.name as campaign_name, null::text as first_name, null::text as last_name,
      null::text as company, null::text as email, c.cta_type, null::text as microsite_id, null::boolean as page_expired, null::text as rep_name, a.page_count, a.comment as note,
      null::text as viewer_email, null::boolean as admitted
      from ${approvalEvents} a join ${campaigns} c on c.id = a.campaign_id
      where a.user_id = ${scope.userId} and a.workspace_id = ${scope.workspaceId} and a.kind in (${sqlList(approvalKinds)})${after(sql`a.updated_at`)}`);
  return sql.join(parts, sql` union all `);
}

function toItem(row: Row): ActivityItem {
  return {
    id: `${row.kind}:${row.ref}`,
    kind: row.kind,
    // A gate's access request is not about an expired link.
    title: row.kind === "access_requested" && row.viewer_email ? "Access requested" : TITLES[row.kind],
    description: describe(row),
    time: new Date(row.at).toISOString(),
    campaignId: row.campaign_id,
    micrositeId: row.microsite_id,
    ...(row.kind === "access_requested" ? { pageExpired: row.page_expired === true } : {}),
    ...(row.kind === "access_requested" && row.viewer_email ? { request: { id: row.ref, email: row.viewer_email, admitted: row.admitted === true } } : {}),
    ...(row.rep_name !== null ? { repName: row.rep_name } : {}),
  };
}

export type ActivityQuery = {
  limit: number;
  offset?: number;
  since?: Date;
  until?: Date;
  kinds?: readonly ActivityKind[];
  ids?: readonly string[];
  /** The caller's scope (an admin: the team's, the dashboard) instead of their own records (their notifications). */
  team?: boolean;
};

/** Newest first. Answers the page of items and the total, for "View All" (X-Total-Count). */
export async function listActivity(db: Database, scope: Scope, query: ActivityQuery): Promise<{ items: ActivityItem[]; total: number }> {
  const union = activityUnion(scope, query.kinds ?? ACTIVITY_KINDS, query.team ?? false, query.since, query.until);
  const only = query.ids ? sql` where a.ref in (select jsonb_array_elements_text(${JSON.stringify(query.ids)}::jsonb))` : sql``;
  const rows = await queryRows<Row>(db, sql`select * from (${union}) a${only} order by a.at desc, a.kind, a.ref limit ${query.limit} offset ${query.offset ?? 0}`);
  const [{ total }] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from (${union}) a${only}`);
  return { items: rows.map(toItem), total: Number(total) };
}
