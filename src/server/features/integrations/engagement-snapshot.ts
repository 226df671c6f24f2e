import { sql } from "drizzle-orm";
import { averageSessionSeconds, engagementScore } from "@/shared/analytics";
import { CRM_NO_PAGE_STATUS, type CrmEngagementValues, type CrmEventKind } from "@/shared/crm";
import { micrositeStatusLabel, type MicrositeStatus } from "@/shared/microsite-status";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { isDeliveredMicrosite } from "@/server/db/status-predicates";
import { accessRequests, campaignMetrics, crmContactLinks, micrositeEngagement, microsites } from "@/server/db/schema";

/** A link whose CRM record may need writing: the values now, what was written last, and its timeline events. */
export type LinkSnapshot = {
  linkId: string;
  remoteId: string;
  /** "contact" (HubSpot, Salesforce Contact) or "lead" (Salesforce Lead). */
  remoteType: string;
  values: CrmEngagementValues;
  syncedValues: CrmEngagementValues | null;
  events: Array<{ kind: CrmEventKind; eventKey: string; occurredAt: Date }>;
};

type Row = {
  link_id: string;
  remote_id: string;
  remote_type: string;
  synced_values: CrmEngagementValues | null;
  url: string | null;
  /** null: the contact has no page in the campaign yet. */
  status: MicrositeStatus | null;
  delivered: boolean;
  views: number | string;
  clicks: number | string;
  seconds: number | string;
  sessions: number | string;
  last_viewed_at: string | Date | null;
  first_viewed_at: string | Date | null;
  first_clicked_at: string | Date | null;
  requests: Array<{ id: string; at: string }> | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The connection's links that changed since they were last written (engagement moments, counters, page status,
 * access requests) or were asked to sync again, with the values to write. A link never synced is always in.
 * Counters are human-only, as on the analytics pages.
 */
export async function changedLinkSnapshots(db: Executor, connectionId: string, micrositeBaseUrl: string, limit: number): Promise<LinkSnapshot[]> {
  const rows = (await queryRows<Row>(db, sql`
      select l.id as link_id, l.remote_id, l.remote_type, l.synced_values,
        coalesce(m.public_url, ${micrositeBaseUrl} || '/' || m.slug) as url, m.status, coalesce(${isDeliveredMicrosite("m.status")}, false) as delivered,
        coalesce(x.views, 0) as views, coalesce(x.clicks, 0) as clicks, coalesce(x.seconds, 0) as seconds, coalesce(x.sessions, 0) as sessions,
        e.last_viewed_at, e.first_viewed_at, e.first_clicked_at,
        (select json_agg(json_build_object('id', r.id, 'at', r.requested_at) order by r.requested_at) from ${accessRequests} r where r.microsite_id = m.id) as requests
      from ${crmContactLinks} l
      left join ${microsites} m on m.campaign_id = l.campaign_id and m.contact_id = l.contact_id
      left join ${micrositeEngagement} e on e.microsite_id = m.id
      left join lateral (
        select sum(value) filter (where metric_type = 'view') as views, sum(value) filter (where metric_type = 'click') as clicks,
          sum(value) filter (where metric_type = 'session_duration') as seconds, sum(samples) filter (where metric_type = 'session_duration') as sessions
        from ${campaignMetrics} where campaign_id = l.campaign_id and contact_id = l.contact_id and source = 'human'
      ) x on true
      where l.connection_id = ${connectionId}
        and (l.watermark_at is null or l.dirty_at is not null or m.updated_at > l.watermark_at or e.updated_at > l.watermark_at
          or exists (select 1 from ${campaignMetrics} y where y.campaign_id = l.campaign_id and y.contact_id = l.contact_id and y.recorded_at > l.watermark_at)
          or exists (select 1 from ${accessRequests} r where r.microsite_id = m.id and r.requested_at > l.watermark_at))
      order by l.id
      limit ${limit}
    `));
  return rows.map((r) => {
    const views = Number(r.views);
    const avg = averageSessionSeconds(Number(r.seconds), Number(r.sessions));
    const events: LinkSnapshot["events"] = [];
    if (r.first_viewed_at) events.push({ kind: "first_view", eventKey: "first_view", occurredAt: new Date(r.first_viewed_at) });
    if (r.first_clicked_at) events.push({ kind: "cta_click", eventKey: "cta_click", occurredAt: new Date(r.first_clicked_at) });
    for (const request of r.requests ?? []) events.push({ kind: "access_request", eventKey: `access_request:${request.id}`, occurredAt: new Date(request.at) });
    return {
      linkId: r.link_id,
      remoteId: r.remote_id,
      remoteType: r.remote_type,
      syncedValues: r.synced_values,
      events,
      values: {
        pageUrl: r.status && r.delivered ? r.url : null,
        views,
        lastViewedAt: iso(r.last_viewed_at),
        engagementScore: engagementScore({ published: r.delivered ? 1 : 0, viewed: views > 0 ? 1 : 0, clicked: views > 0 && Number(r.clicks) > 0 ? 1 : 0, avgSessionSeconds: avg }),
        status: r.status ? micrositeStatusLabel(r.status) : CRM_NO_PAGE_STATUS,
      },
    };
  });
}

/** Whether the CRM record needs writing: first time, asked again (values cleared), or any value changed. */
export const needsWrite = (s: LinkSnapshot) =>
  s.syncedValues === null || (Object.keys(s.values) as Array<keyof CrmEngagementValues>).some((k) => s.values[k] !== s.syncedValues?.[k]);
