import { sql } from "drizzle-orm";
import { averageSessionSeconds, clickThroughRate, conversionRate } from "@/shared/analytics";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaignMetrics, campaigns, micrositeEngagement, microsites } from "@/server/db/schema";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { ApiError } from "@/server/http/errors";
import type { CampaignEngagement, MicrositeEngagement } from "@/shared/schemas/analytics-answers";

export { visitTokenHeader } from "./visit-token";

export const CAMPAIGN_NOT_FOUND = CAMPAIGN_MESSAGES.notFound;

export type { CampaignEngagement, MicrositeEngagement };

type Row = {
  microsite_id: string;
  contact_id: string;
  slug: string;
  views: number | string;
  clicks: number | string;
  bot_views: number | string;
  sessions: number | string;
  session_seconds: number | string;
  first_viewed_at: string | Date | null;
  last_viewed_at: string | Date | null;
  first_clicked_at: string | Date | null;
};

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Lifetime human engagement of every microsite of one owned campaign (another owner's campaign: 404). */
export async function getMicrositeEngagement(db: Database, scope: Scope, campaignId: string): Promise<CampaignEngagement> {
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(owned(campaigns, scope, sql`${campaigns.id} = ${campaignId}`)).limit(1);
  if (!campaign) throw new ApiError(404, CAMPAIGN_NOT_FOUND);
  const rows = await queryRows<Row>(db, sql`
      select m.id as microsite_id, m.contact_id, m.slug,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'view' and cm.source = 'human'), 0)::float8 as views,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'click' and cm.source = 'human'), 0)::float8 as clicks,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'view' and cm.source = 'bot'), 0)::float8 as bot_views,
        coalesce(sum(cm.samples) filter (where cm.metric_type = 'session_duration' and cm.source = 'human'), 0)::float8 as sessions,
        coalesce(sum(cm.value) filter (where cm.metric_type = 'session_duration' and cm.source = 'human'), 0)::float8 as session_seconds,
        e.first_viewed_at, e.last_viewed_at, e.first_clicked_at
      from ${microsites} m
      left join ${campaignMetrics} cm on cm.campaign_id = m.campaign_id and cm.contact_id = m.contact_id
      left join ${micrositeEngagement} e on e.microsite_id = m.id
      where m.campaign_id = ${campaignId}
      group by m.id, e.microsite_id
      order by m.created_at, m.id
    `);
  const perMicrosite = rows.map((r): MicrositeEngagement => ({
    micrositeId: r.microsite_id,
    contactId: r.contact_id,
    slug: r.slug,
    views: Number(r.views),
    clicks: Number(r.clicks),
    botViews: Number(r.bot_views),
    sessions: Number(r.sessions),
    avgSessionSeconds: averageSessionSeconds(Number(r.session_seconds), Number(r.sessions)),
    firstViewedAt: isoOrNull(r.first_viewed_at),
    lastViewedAt: isoOrNull(r.last_viewed_at),
    firstClickedAt: isoOrNull(r.first_clicked_at),
  }));
  const sum = (pick: (r: Row) => number | string) => rows.reduce((n, r) => n + Number(pick(r)), 0);
  const views = sum((r) => r.views);
  const clicks = sum((r) => r.clicks);
  const clickedMicrosites = perMicrosite.filter((m) => m.clicks > 0).length;
  const viewedMicrosites = perMicrosite.filter((m) => m.views > 0).length;
  const lastViewed = perMicrosite.map((m) => m.lastViewedAt).filter((t): t is string => t !== null).sort().at(-1) ?? null;
  return {
    campaignId,
    totals: {
      microsites: perMicrosite.length,
      viewedMicrosites,
      clickedMicrosites,
      views,
      clicks,
      botViews: sum((r) => r.bot_views),
      avgSessionSeconds: averageSessionSeconds(sum((r) => r.session_seconds), sum((r) => r.sessions)),
      conversionRate: conversionRate(clickedMicrosites, viewedMicrosites),
      clickThroughRate: clickThroughRate(clicks, views),
      lastViewedAt: lastViewed,
    },
    microsites: perMicrosite,
  };
}
