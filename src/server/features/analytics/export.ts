import { sql } from "drizzle-orm";
import { averageSessionSeconds, periodRange } from "@/shared/analytics";
import { csvRow } from "@/shared/csv-cell";
import { micrositeStatusLabel, type MicrositeStatus } from "@/shared/microsite-status";
import type { AnalyticsQuery } from "@/shared/schemas/metrics";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaignScope } from "./scope";
import { campaignMetrics, campaigns, contacts, micrositeEngagement, microsites, micrositeViewers, user } from "@/server/db/schema";

/**
 * CRM-ready columns. The first seven are the standard contact/lead fields that HubSpot's contact import and
 * Salesforce's Data Import Wizard (Leads/Contacts) map by header name without editing:
 *   First Name, Last Name, Email, Company, Industry, Website (HubSpot "Website URL"), Description (Salesforce
 *   Description; HubSpot: create a property). The engagement columns map to custom properties/fields created
 *   once with the same labels. "People Who Viewed" lists the emails admitted by the page's access gate (issue 27). Times are ISO 8601 UTC; durations whole seconds; figures are human visits only.
 */
export const EXPORT_COLUMNS = [
  "First Name",
  "Last Name",
  "Email",
  "Company",
  "Industry",
  "Website",
  "Description",
  "Campaign",
  "Rep",
  "Microsite URL",
  "Microsite Status",
  "Microsite Expires At",
  "Microsite Views",
  "CTA Clicks",
  "Avg Time on Page (s)",
  "Total Time on Page (s)",
  "First Viewed At",
  "Last Viewed At",
  "Last Clicked At",
  "People Who Viewed",
] as const;

type ExportRow = {
  contact_id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  industry: string;
  domain: string;
  context: string;
  campaign_name: string;
  rep_name: string;
  url: string;
  status: MicrositeStatus;
  expires_at: string | Date | null;
  views: number | string;
  clicks: number | string;
  sessions: number | string;
  session_seconds: number | string;
  first_viewed_at: string | Date | null;
  last_viewed_at: string | Date | null;
  last_clicked_at: string | Date | null;
  people: string | null;
};

const isoSeconds = (value: string | Date | null) => (value === null ? "" : new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z"));

function toCells(r: ExportRow, now: Date) {
  const expired = r.expires_at !== null && new Date(r.expires_at).getTime() <= now.getTime();
  const sessions = Number(r.sessions);
  const seconds = Number(r.session_seconds);
  return [
    r.first_name,
    r.last_name,
    r.email,
    r.company,
    r.industry,
    r.domain,
    r.context,
    r.campaign_name,
    r.rep_name,
    r.url,
    expired ? "Expired" : micrositeStatusLabel(r.status),
    isoSeconds(r.expires_at),
    Number(r.views),
    Number(r.clicks),
    averageSessionSeconds(seconds, sessions) ?? "",
    Math.round(seconds),
    isoSeconds(r.first_viewed_at),
    isoSeconds(r.last_viewed_at),
    isoSeconds(r.last_clicked_at),
    r.people ?? "",
  ];
}

export type ExportOptions = { micrositeBaseUrl: string; pageSize?: number; now?: Date; onPage?: (rows: number) => void };

/**
 * One CSV row per microsite (contact x campaign) in the caller's scope (an admin: the team's), campaign by campaign (newest first), each read page
 * by page with keyset pagination on the (campaign_id, contact_id) unique index and written as the client reads:
 * 100,000 rows never sit in memory together, and every page costs the same. Counts cover the chosen period;
 * first/last viewed are lifetime.
 */
export function streamAnalyticsCsv(db: Database, scope: Scope, query: AnalyticsQuery, options: ExportOptions): ReadableStream<Uint8Array> {
  const { micrositeBaseUrl, pageSize = 1000, now = new Date() } = options;
  const range = periodRange(query.period, now);
  const encoder = new TextEncoder();
  let campaignIds: string[] | null = null;
  let campaignIndex = 0;
  let lastContactId: string | null = null;

  async function ownedCampaignIds(): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(db, sql`select c.id from ${campaigns} c where ${campaignScope(scope, query.campaignId)} order by c.created_at desc, c.id`);
    return rows.map((r) => r.id);
  }

  // The page's keys are picked first (the CTE) so the joins and counter lookups run for its rows only, whatever
  // plan the database picks for the key scan.
  async function nextPage(campaignId: string): Promise<ExportRow[]> {
    const after = lastContactId === null ? sql`` : sql` and m.contact_id > ${lastContactId}`;
    return await queryRows<ExportRow>(db, sql`
        with page as materialized (
          select m.id, m.campaign_id, m.contact_id, m.slug, m.public_url, m.status, m.expires_at
          from ${microsites} m
          where m.campaign_id = ${campaignId}${after}
          order by m.contact_id
          limit ${pageSize}
        )
        select m.contact_id, k.first_name, k.last_name, k.email, k.company, k.industry, k.domain, k.context,
          c.name as campaign_name, u.name as rep_name, coalesce(m.public_url, ${micrositeBaseUrl} || '/' || m.slug) as url,
          m.status, m.expires_at, a.views, a.clicks, a.sessions, a.session_seconds,
          e.first_viewed_at, e.last_viewed_at, e.last_clicked_at,
          (select string_agg(p.email, '; ' order by p.first_seen_at, p.email) from ${micrositeViewers} p where p.microsite_id = m.id) as people
        from page m
        join ${campaigns} c on c.id = m.campaign_id
        join ${user} u on u.id = c.user_id
        join ${contacts} k on k.id = m.contact_id
        left join ${micrositeEngagement} e on e.microsite_id = m.id
        left join lateral (
          select
            coalesce(sum(cm.samples) filter (where cm.metric_type = 'view'), 0)::float8 as views,
            coalesce(sum(cm.samples) filter (where cm.metric_type = 'click'), 0)::float8 as clicks,
            coalesce(sum(cm.samples) filter (where cm.metric_type = 'session_duration'), 0)::float8 as sessions,
            coalesce(sum(cm.value) filter (where cm.metric_type = 'session_duration'), 0)::float8 as session_seconds
          from ${campaignMetrics} cm
          where cm.campaign_id = m.campaign_id and cm.contact_id = m.contact_id and cm.source = 'human'
            and cm.metric_date between ${range.start}::date and ${range.end}::date
        ) a on true
        order by m.contact_id
      `);
  }

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvRow([...EXPORT_COLUMNS])));
    },
    async pull(controller) {
      campaignIds ??= await ownedCampaignIds();
      // Each pull sends one page; a campaign's last (short) page moves on to the next campaign.
      while (campaignIndex < campaignIds.length) {
        const rows = await nextPage(campaignIds[campaignIndex]);
        options.onPage?.(rows.length);
        if (rows.length < pageSize) {
          campaignIndex += 1;
          lastContactId = null;
        } else lastContactId = rows[rows.length - 1].contact_id;
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map((r) => csvRow(toCells(r, now))).join("")));
          return;
        }
      }
      controller.close();
    },
  });
}
