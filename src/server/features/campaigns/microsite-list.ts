import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { averageSessionSeconds } from "@/shared/analytics";
import type { MicrositeListQuery, MicrositeSort } from "@/shared/schemas/microsite-table";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaignMetrics, contacts, micrositeEngagement, microsites } from "@/server/db/schema";
import { likePattern } from "@/server/db/list-page";
import { micrositeRowColumns } from "./microsite-columns";
import { findOwnedCampaign } from "./service";

const human = (type: string) => sql`${campaignMetrics.metricType} = ${type} and ${campaignMetrics.source} = 'human'`;

/** Lifetime counters per contact of one campaign (the figures GET /api/campaigns/:id/engagement answers). */
const figuresOf = (db: Database, campaignId: string) =>
  db
    .select({
      contactId: sql<string>`${campaignMetrics.contactId}`.as("figures_contact_id"),
      views: sql<number>`coalesce(sum(${campaignMetrics.samples}) filter (where ${human("view")}), 0)::float8`.as("views"),
      clicks: sql<number>`coalesce(sum(${campaignMetrics.samples}) filter (where ${human("click")}), 0)::float8`.as("clicks"),
      botViews: sql<number>`coalesce(sum(${campaignMetrics.samples}) filter (where ${campaignMetrics.metricType} = 'view' and ${campaignMetrics.source} = 'bot'), 0)::float8`.as("bot_views"),
      sessions: sql<number>`coalesce(sum(${campaignMetrics.samples}) filter (where ${human("session_duration")}), 0)::float8`.as("sessions"),
      sessionSeconds: sql<number>`coalesce(sum(${campaignMetrics.value}) filter (where ${human("session_duration")}), 0)::float8`.as("session_seconds"),
    })
    .from(campaignMetrics)
    .where(eq(campaignMetrics.campaignId, campaignId))
    .groupBy(campaignMetrics.contactId)
    .as("figures");

type Figures = ReturnType<typeof figuresOf>;

/** The column each sort orders by first; ties go by contact name, then id, so pages never overlap. */
function orderOf(sort: MicrositeSort, dir: "asc" | "desc", figures: Figures): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const byContact = [asc(contacts.lastName), asc(contacts.firstName), asc(microsites.id)];
  const nullsLast = (column: SQL) => sql`${column} ${sql.raw(dir)} nulls last`;
  switch (sort) {
    case "contact":
      return [by(contacts.lastName), by(contacts.firstName), by(microsites.id)];
    case "company":
      return [by(contacts.company), ...byContact];
    case "status":
      return [by(microsites.status), ...byContact];
    case "views":
      return [by(sql`coalesce(${figures.views}, 0)`), ...byContact];
    case "last_viewed":
      return [nullsLast(sql`${micrositeEngagement.lastViewedAt}`), ...byContact];
    case "expires":
      return [nullsLast(sql`${microsites.expiresAt}`), ...byContact];
  }
}

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern), ilike(contacts.email, pattern), ilike(contacts.company, pattern));
}

/**
 * GET /api/campaigns/:id/microsites: one page of the campaign's microsites, searched (contact name, email,
 * company), filtered by status and sorted on the server, each with its engagement figures (so "most viewed" sorts
 * all 10,000 rows, not the page); `total` counts every matching row. Another rep's or workspace's campaign: 404.
 */
export async function listCampaignMicrosites(db: Database, scope: Scope, campaignId: string, query: MicrositeListQuery) {
  await findOwnedCampaign(db, scope, campaignId);
  const where = owned(microsites, scope, eq(microsites.campaignId, campaignId), query.status ? eq(microsites.status, query.status) : undefined, searchCondition(query.q));
  const figures = figuresOf(db, campaignId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...micrositeRowColumns,
        views: figures.views,
        clicks: figures.clicks,
        bot_views: figures.botViews,
        sessions: figures.sessions,
        session_seconds: figures.sessionSeconds,
        last_viewed_at: micrositeEngagement.lastViewedAt,
      })
      .from(microsites)
      .innerJoin(contacts, eq(contacts.id, microsites.contactId))
      .leftJoin(figures, eq(figures.contactId, microsites.contactId))
      .leftJoin(micrositeEngagement, eq(micrositeEngagement.micrositeId, microsites.id))
      .where(where)
      .orderBy(...orderOf(query.sort, query.dir, figures))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(microsites).innerJoin(contacts, eq(contacts.id, microsites.contactId)).where(and(where)),
  ]);
  const items = rows.map(({ views, clicks, bot_views, sessions, session_seconds, last_viewed_at, ...row }) => ({
    ...row,
    engagement: {
      views: Number(views ?? 0),
      clicks: Number(clicks ?? 0),
      botViews: Number(bot_views ?? 0),
      avgSessionSeconds: averageSessionSeconds(Number(session_seconds ?? 0), Number(sessions ?? 0)),
      lastViewedAt: last_viewed_at ? new Date(last_viewed_at).toISOString() : null,
    },
  }));
  return { items, total };
}
