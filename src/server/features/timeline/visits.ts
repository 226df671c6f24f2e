import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { ownedSql, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaigns, metricVisitors, micrositeVisits, microsites } from "@/server/db/schema";

/** One human visit: when it started, its visible seconds, whether the call-to-action was clicked. */
export type Visit = { micrositeId: string; contactId: string; campaignId: string; campaignName: string; ctaType: string | null; startedAt: Date; seconds: number; clicked: boolean };

type Row = { microsite_id: string; contact_id: string; campaign_id: string; campaign_name: string; cta_type: string | null; started_at: string | Date; seconds: number | string; clicked: boolean };

/**
 * The human visits of some contacts in the caller's scope, newest first: past visits (microsite_visits, archived when a
 * visit ends) and each visitor's current one (metric_visitors, once counted as a human view). Both are found
 * through the contacts' few microsites, the first column of either table's key.
 */
export async function listVisits(db: Executor, scope: Scope, contactIds: string[], limit: number): Promise<Visit[]> {
  if (contactIds.length === 0) return [];
  const ids = JSON.stringify(contactIds);
  const rows = await queryRows<Row>(db, sql`
      with sites as (
        select m.id, m.contact_id, m.campaign_id, c.name as campaign_name, c.cta_type
        from ${microsites} m join ${campaigns} c on c.id = m.campaign_id
        where ${ownedSql("m", scope)} and m.contact_id in (select (jsonb_array_elements_text(${ids}::jsonb))::uuid)
      ), visits as (
        select v.microsite_id, v.started_at, v.seconds, v.clicked from ${micrositeVisits} v where v.microsite_id in (select id from sites)
        union all
        select t.microsite_id, t.visit_started_at, t.seconds, t.clicked from ${metricVisitors} t
        where t.microsite_id in (select id from sites) and t.view_state = 'counted' and t.visit_started_at is not null
      )
      select v.microsite_id, s.contact_id, s.campaign_id, s.campaign_name, s.cta_type, v.started_at, v.seconds, v.clicked
      from visits v join sites s on s.id = v.microsite_id
      order by v.started_at desc
      limit ${limit}
    `);
  return rows.map((r) => ({
    micrositeId: r.microsite_id,
    contactId: r.contact_id,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    ctaType: r.cta_type,
    startedAt: new Date(r.started_at),
    seconds: Number(r.seconds),
    clicked: r.clicked,
  }));
}
