import { sql } from "drizzle-orm";
import { averageSessionSeconds, engagementScore } from "@/shared/analytics";
import type { Database } from "@/server/db/client";
import type { Scope, ScopeSql } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaignMetrics, campaigns, microsites } from "@/server/db/schema";
import { isDeliveredMicrosite } from "@/server/db/status-predicates";

/** One contact's human engagement over a day window, from the daily counters the analytics pages read. */
export type ContactEngagement = {
  contactId: string;
  views: number;
  clicks: number;
  avgSessionSeconds: number | null;
  /** The analytics engagement score (METRIC_DEFINITIONS.engagementScore) over the contact's own microsites. */
  engagementScore: number | null;
};

type Row = { contact_id: string; published: number | string; viewed: number | string; clicked: number | string; views: number | string; clicks: number | string; seconds: number | string; sessions: number | string };

/**
 * Per contact in reach (`reach`: ownedSql or personalSql of the caller's scope): published microsites, how many were viewed / clicked in the window, and time on page;
 * scored with the same engagementScore as the dashboard and analytics (reach, action, attention). `contactId`
 * narrows to one contact; otherwise only contacts with a human view in the window are answered.
 */
export async function contactEngagement(db: Database, scope: Scope, reach: ScopeSql, window: { start: string; end: string }, contactId?: string): Promise<ContactEngagement[]> {
  // Without a contact: only those a human viewed in the window (found through the counters' campaign+date index),
  // so a 40,000-contact account is not aggregated whole for five names.
  const viewedInWindow = sql`m.contact_id in (
    select x.contact_id from ${campaignMetrics} x join ${campaigns} c on c.id = x.campaign_id
    where ${reach("c", scope)} and x.metric_type = 'view' and x.source = 'human' and x.value > 0
      and x.metric_date between ${window.start}::date and ${window.end}::date)`;
  const rows = await queryRows<Row>(db, sql`
      with per_site as (
        select m.contact_id, m.campaign_id,
          coalesce(sum(x.value) filter (where x.metric_type = 'view'), 0) as views,
          coalesce(sum(x.value) filter (where x.metric_type = 'click'), 0) as clicks,
          coalesce(sum(x.value) filter (where x.metric_type = 'session_duration'), 0) as seconds,
          coalesce(sum(x.samples) filter (where x.metric_type = 'session_duration'), 0) as sessions
        from ${microsites} m
        left join ${campaignMetrics} x on x.campaign_id = m.campaign_id and x.contact_id = m.contact_id and x.source = 'human'
          and x.metric_date between ${window.start}::date and ${window.end}::date
        where ${reach("m", scope)} and ${isDeliveredMicrosite("m.status")} and ${contactId ? sql`m.contact_id = ${contactId}` : viewedInWindow}
        group by m.contact_id, m.campaign_id
      )
      select contact_id, count(*) as published, count(*) filter (where views > 0) as viewed, count(*) filter (where views > 0 and clicks > 0) as clicked,
        sum(views) as views, sum(clicks) as clicks, sum(seconds) as seconds, sum(sessions) as sessions
      from per_site group by contact_id${contactId ? sql`` : sql` having sum(views) > 0`}
    `);
  return rows.map((r) => {
    const avg = averageSessionSeconds(Number(r.seconds), Number(r.sessions));
    return {
      contactId: r.contact_id,
      views: Number(r.views),
      clicks: Number(r.clicks),
      avgSessionSeconds: avg,
      engagementScore: engagementScore({ published: Number(r.published), viewed: Number(r.viewed), clicked: Number(r.clicked), avgSessionSeconds: avg }),
    };
  });
}
