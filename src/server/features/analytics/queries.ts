import { sql, type SQL } from "drizzle-orm";
import type { CampaignStatus } from "@/shared/constants";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { isDeliveredMicrosite } from "@/server/db/status-predicates";
import { campaignMetrics, campaigns, contacts, micrositeEngagement, microsites, user } from "@/server/db/schema";

type Num = number | string;
export type Window = { start: string; end: string };

const n = (v: Num | null | undefined) => Number(v ?? 0);

// Human counters of the owner's campaigns (alias cm joined to campaigns c) within a day window.
const human = (type: string) => sql`cm.metric_type = ${type} and cm.source = 'human'`;
const inWindow = (w: Window) => sql`cm.metric_date between ${w.start}::date and ${w.end}::date`;

export type Totals = { views: number; clicks: number; conversions: number; botViews: number; sessions: number; sessionSeconds: number; viewedMicrosites: number };

/** Totals of one window: views/clicks are counter sums, conversions the prospects who clicked at least once. */
export async function windowTotals(db: Database, scope: SQL, w: Window): Promise<Totals> {
  const [row] = await queryRows<Record<string, Num>>(db, sql`
      select
        coalesce(sum(cm.samples) filter (where ${human("view")}), 0)::float8 as views,
        coalesce(sum(cm.samples) filter (where ${human("click")}), 0)::float8 as clicks,
        count(distinct (cm.campaign_id, cm.contact_id)) filter (where ${human("click")}) as conversions,
        count(distinct (cm.campaign_id, cm.contact_id)) filter (where ${human("view")}) as viewed,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'view' and cm.source = 'bot'), 0)::float8 as bot_views,
        coalesce(sum(cm.samples) filter (where ${human("session_duration")}), 0)::float8 as sessions,
        coalesce(sum(cm.value) filter (where ${human("session_duration")}), 0)::float8 as session_seconds
      from ${campaignMetrics} cm join ${campaigns} c on c.id = cm.campaign_id
      where ${scope} and ${inWindow(w)}
    `);
  return {
    views: n(row?.views),
    clicks: n(row?.clicks),
    conversions: n(row?.conversions),
    viewedMicrosites: n(row?.viewed),
    botViews: n(row?.bot_views),
    sessions: n(row?.sessions),
    sessionSeconds: n(row?.session_seconds),
  };
}

/** Microsites in scope published by the end of the window (the engagement score's reach denominator). */
export async function publishedMicrosites(db: Database, scope: SQL, w: Window): Promise<number> {
  const [row] = await queryRows<{ total: Num }>(db, sql`
      select count(*) as total from ${microsites} m join ${campaigns} c on c.id = m.campaign_id
      where ${scope} and ${isDeliveredMicrosite("m.status")}
        and coalesce(m.published_at, m.created_at) < ${w.end}::date + 1
    `);
  return n(row?.total);
}

export type DayRow = { date: string; views: number; clicks: number; conversions: number; botViews: number };

export async function dailySeries(db: Database, scope: SQL, w: Window): Promise<DayRow[]> {
  const rows = await queryRows<Record<string, Num>>(db, sql`
      select to_char(cm.metric_date, 'YYYY-MM-DD') as date,
        coalesce(sum(cm.samples) filter (where ${human("view")}), 0)::float8 as views,
        coalesce(sum(cm.samples) filter (where ${human("click")}), 0)::float8 as clicks,
        count(distinct (cm.campaign_id, cm.contact_id)) filter (where ${human("click")}) as conversions,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'view' and cm.source = 'bot'), 0)::float8 as bot_views
      from ${campaignMetrics} cm join ${campaigns} c on c.id = cm.campaign_id
      where ${scope} and ${inWindow(w)}
      group by cm.metric_date order by cm.metric_date
    `);
  return rows.map((r) => ({ date: String(r.date), views: n(r.views), clicks: n(r.clicks), conversions: n(r.conversions), botViews: n(r.bot_views) }));
}

export type CampaignRow = {
  campaignId: string;
  name: string;
  status: CampaignStatus;
  views: number;
  clicks: number;
  conversions: number;
  /** Prospects who viewed their microsite at least once (the conversion rate's denominator). */
  viewers: number;
  sessions: number;
  sessionSeconds: number;
};

export async function perCampaign(db: Database, scope: SQL, w: Window): Promise<CampaignRow[]> {
  const rows = await queryRows<Record<string, Num> & { status: CampaignStatus }>(db, sql`
      select c.id, c.name, c.status,
        coalesce(sum(cm.samples) filter (where ${human("view")}), 0)::float8 as views,
        coalesce(sum(cm.samples) filter (where ${human("click")}), 0)::float8 as clicks,
        count(distinct cm.contact_id) filter (where ${human("click")}) as conversions,
        count(distinct cm.contact_id) filter (where ${human("view")}) as viewers,
        coalesce(sum(cm.samples) filter (where ${human("session_duration")}), 0)::float8 as sessions,
        coalesce(sum(cm.value) filter (where ${human("session_duration")}), 0)::float8 as session_seconds
      from ${campaignMetrics} cm join ${campaigns} c on c.id = cm.campaign_id
      where ${scope} and ${inWindow(w)}
      group by c.id having coalesce(sum(cm.samples) filter (where cm.source = 'human'), 0) > 0
      order by views desc, c.name
    `);
  return rows.map((r) => ({
    campaignId: String(r.id),
    name: String(r.name),
    status: r.status,
    views: n(r.views),
    clicks: n(r.clicks),
    conversions: n(r.conversions),
    viewers: n(r.viewers),
    sessions: n(r.sessions),
    sessionSeconds: n(r.session_seconds),
  }));
}

export type MicrositeRow = {
  micrositeId: string;
  slug: string;
  url: string;
  campaignId: string;
  campaignName: string;
  contactName: string;
  email: string;
  company: string;
  views: number;
  clicks: number;
  sessions: number;
  sessionSeconds: number;
  lastViewedAt: string | null;
};

/** Microsites with human activity in the window, most viewed first, at most `limit`; plus how many there are. */
export async function perMicrosite(db: Database, scope: SQL, w: Window, micrositeBaseUrl: string, limit: number): Promise<{ rows: MicrositeRow[]; total: number }> {
  const grouped = sql`
    select cm.campaign_id, cm.contact_id,
      coalesce(sum(cm.samples) filter (where ${human("view")}), 0)::float8 as views,
      coalesce(sum(cm.samples) filter (where ${human("click")}), 0)::float8 as clicks,
      coalesce(sum(cm.samples) filter (where ${human("session_duration")}), 0)::float8 as sessions,
      coalesce(sum(cm.value) filter (where ${human("session_duration")}), 0)::float8 as session_seconds
    from ${campaignMetrics} cm join ${campaigns} c on c.id = cm.campaign_id
    where ${scope} and ${inWindow(w)} and cm.source = 'human'
    group by cm.campaign_id, cm.contact_id`;
  const rows = await queryRows<Record<string, Num | Date | null>>(db, sql`
      select m.id, m.slug, coalesce(m.public_url, ${micrositeBaseUrl} || '/' || m.slug) as url, c.id as campaign_id, c.name as campaign_name,
        k.first_name, k.last_name, k.email, k.company, g.views, g.clicks, g.sessions, g.session_seconds, e.last_viewed_at
      from (${grouped}) g
      join ${microsites} m on m.campaign_id = g.campaign_id and m.contact_id = g.contact_id
      join ${campaigns} c on c.id = m.campaign_id
      join ${contacts} k on k.id = m.contact_id
      left join ${micrositeEngagement} e on e.microsite_id = m.id
      order by g.views desc, g.clicks desc, m.id
      limit ${limit}
    `);
  const [count] = await queryRows<{ total: Num }>(db, sql`select count(*) as total from (${grouped}) g`);
  return {
    total: n(count?.total),
    rows: rows.map((r) => ({
      micrositeId: String(r.id),
      slug: String(r.slug),
      url: String(r.url),
      campaignId: String(r.campaign_id),
      campaignName: String(r.campaign_name),
      contactName: [r.first_name, r.last_name].filter(Boolean).join(" "),
      email: String(r.email ?? ""),
      company: String(r.company ?? ""),
      views: n(r.views as Num),
      clicks: n(r.clicks as Num),
      sessions: n(r.sessions as Num),
      sessionSeconds: n(r.session_seconds as Num),
      lastViewedAt: r.last_viewed_at ? new Date(r.last_viewed_at as string).toISOString() : null,
    })),
  };
}

export type RepRow = { userId: string; name: string; campaigns: number; microsites: number; views: number; clicks: number; conversions: number; viewers: number };

/**
 * The team table (admins): one row per rep of the workspace with campaigns in scope, also reps without activity in the
 * window — campaigns and published microsites they own, and their human views, clicks and converting prospects.
 */
export async function perRep(db: Database, scope: SQL, w: Window): Promise<RepRow[]> {
  const rows = await queryRows<Record<string, Num>>(db, sql`
      with scoped as (select c.id, c.user_id from ${campaigns} c where ${scope}),
      pages as (
        select s.user_id, count(*) as microsites from ${microsites} m join scoped s on s.id = m.campaign_id
        where ${isDeliveredMicrosite("m.status")} group by s.user_id
      ),
      activity as (
        select s.user_id,
          coalesce(sum(cm.samples) filter (where ${human("view")}), 0)::float8 as views,
          coalesce(sum(cm.samples) filter (where ${human("click")}), 0)::float8 as clicks,
          count(distinct cm.contact_id) filter (where ${human("click")}) as conversions,
          count(distinct cm.contact_id) filter (where ${human("view")}) as viewers
        from ${campaignMetrics} cm join scoped s on s.id = cm.campaign_id
        where ${inWindow(w)} group by s.user_id
      )
      select s.user_id, u.name, count(*) as campaigns, coalesce(p.microsites, 0) as microsites,
        coalesce(a.views, 0) as views, coalesce(a.clicks, 0) as clicks, coalesce(a.conversions, 0) as conversions, coalesce(a.viewers, 0) as viewers
      from scoped s join ${user} u on u.id = s.user_id
      left join pages p on p.user_id = s.user_id
      left join activity a on a.user_id = s.user_id
      group by s.user_id, u.name, p.microsites, a.views, a.clicks, a.conversions, a.viewers
      order by views desc, u.name
    `);
  return rows.map((r) => ({
    userId: String(r.user_id),
    name: String(r.name),
    campaigns: n(r.campaigns),
    microsites: n(r.microsites),
    views: n(r.views),
    clicks: n(r.clicks),
    conversions: n(r.conversions),
    viewers: n(r.viewers),
  }));
}
