import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "./constants";

/**
 * Analytics math shared by the server (API figures, export) and the browser (labels, hover text).
 * Every ratio is `null` when its denominator is 0: "no data" is shown as a dash, never as 0%.
 */

const DAY_MS = 86_400_000;

/** part / whole x 100 to one decimal, half up (computed as round(part x 1000 / whole) / 10 so 1/16 gives 6.3). */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;
}

/**
 * Spec 9's conversion rate (conversions / views x 100, to 1 decimal) counted on distinct prospects: prospects who
 * converted (clicked the call-to-action at least once) / prospects who viewed their microsite. Counting prospects,
 * not page loads, is what sets it apart from the click-through rate (issue 15 item 13).
 */
export const conversionRate = (convertedProspects: number, viewingProspects: number): number | null => percentOf(convertedProspects, viewingProspects);

/** Delivery rate = microsites published (live or since expired) / contacts launched (one microsite each), in percent. */
export const deliveryRate = (publishedPages: number, launchedContacts: number): number | null => percentOf(publishedPages, launchedContacts);

/** Open rate = published microsites opened by a human at least once / microsites published, in percent. */
export const openRate = (openedPages: number, publishedPages: number): number | null => percentOf(openedPages, publishedPages);

/** Spec 9: CTR = clicks / views, every click and view counted (a ratio; `formatRatio` shows it as a percentage). */
export function clickThroughRate(clicks: number, views: number): number | null {
  return views > 0 ? clicks / views : null;
}

/** What the four rates are computed from; every engagement count is human activity only. */
export type RateCounts = {
  launchedContacts: number;
  publishedPages: number;
  openedPages: number;
  views: number;
  clicks: number;
  viewingProspects: number;
  convertedProspects: number;
};

/**
 * The dashboard's four rates, in percent (null = no data, shown as a dash), each with its own definition
 * (METRIC_DEFINITIONS): they only coincide when every prospect views once and clicks at most once.
 */
export function rates(c: RateCounts) {
  return {
    deliveryRate: deliveryRate(c.publishedPages, c.launchedContacts),
    openRate: openRate(c.openedPages, c.publishedPages),
    clickThroughRate: ratioToPercent(clickThroughRate(c.clicks, c.views)),
    conversionRate: conversionRate(c.convertedProspects, c.viewingProspects),
  };
}

/** Spec 9: CVR = conversions / clicks. */
export function clickConversionRate(conversions: number, clicks: number): number | null {
  return clicks > 0 ? conversions / clicks : null;
}

/** Spec 9: average session duration in whole seconds (visible time summed / sessions). */
export function averageSessionSeconds(totalSeconds: number, sessions: number): number | null {
  return sessions > 0 ? Math.round(totalSeconds / sessions) : null;
}

/** A ratio (0.123) as a percentage to one decimal (12.3). */
export const ratioToPercent = (ratio: number | null): number | null => (ratio === null ? null : Math.round(ratio * 1000) / 10);

export const formatPercent = (percent: number | null): string => (percent === null ? "—" : `${percent.toFixed(1)}%`);
export const formatRatio = (ratio: number | null): string => formatPercent(ratioToPercent(ratio));

/** 75 -> "1m 15s", 42 -> "42s", null -> "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m}m` : `${m}m ${s % 60}s`;
}

/** Inputs of the engagement score, all counted on human activity only. */
export type EngagementInputs = {
  /** Microsites that were live (published) for prospects. */
  published: number;
  /** Of those, microsites viewed at least once. */
  viewed: number;
  /** Of those, microsites whose call-to-action was clicked at least once. */
  clicked: number;
  /** Average visible time on page in seconds, or null with no measured session. */
  avgSessionSeconds: number | null;
};

/** Time on page at which the attention part of the score is full: a minute of reading is a real read. */
export const ENGAGEMENT_FULL_ATTENTION_SECONDS = 60;

/**
 * Engagement score, 0-100 (null when nothing is published):
 *   40 x reach     (share of published microsites opened by a human)
 * + 40 x action    (share of opened microsites whose CTA was clicked)
 * + 20 x attention (average visible time on page / 60 s, capped at 1)
 * rounded to a whole number. Bots and scanners never count.
 */
export function engagementScore({ published, viewed, clicked, avgSessionSeconds }: EngagementInputs): number | null {
  if (published <= 0) return null;
  const reach = Math.min(viewed / published, 1);
  const action = viewed > 0 ? Math.min(clicked / viewed, 1) : 0;
  const attention = avgSessionSeconds === null ? 0 : Math.min(avgSessionSeconds / ENGAGEMENT_FULL_ATTENTION_SECONDS, 1);
  return Math.round(40 * reach + 40 * action + 20 * attention);
}

/**
 * What each figure means, in the words shown beside it (hover or tap the figure's help). Written once here so the
 * dashboard, the analytics page and the campaign view say the same thing.
 */
export const METRIC_DEFINITIONS = {
  deliveryRate: "Delivery rate = microsites published ÷ contacts launched. Nothing is emailed: a microsite is delivered when its page is published.",
  openRate: "Open rate = published microsites opened by a person at least once ÷ microsites published. Bots and link scanners are excluded.",
  clickThroughRate: "Click-through rate = call-to-action clicks ÷ page views, every click and view counted (human visits only).",
  conversionRate:
    "Conversion rate = prospects who clicked the call-to-action ÷ prospects who viewed their microsite, each prospect counted once (human visits only).",
  engagementScore:
    "Engagement score (0-100) = 40 × share of published microsites opened + 40 × share of opened microsites whose call-to-action was clicked + 20 × average time on page (full at 60 s). Human visits only; bots and link scanners are excluded.",
} as const;

// ---- Periods ---------------------------------------------------------------------------------------------

export const isAnalyticsPeriod = (value: unknown): value is AnalyticsPeriod =>
  typeof value === "string" && Object.hasOwn(ANALYTICS_PERIODS, value);

/** A UTC calendar date "YYYY-MM-DD": metric_date is a UTC day. */
export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

export type PeriodRange = {
  period: AnalyticsPeriod;
  days: number;
  /** First and last day included (UTC), the last one being today. */
  start: string;
  end: string;
  /** The same number of days just before `start`, for "vs previous period" changes. */
  previousStart: string;
  previousEnd: string;
};

/** 7d = today and the 6 days before it (7 calendar days, UTC); 1y = 365 days. */
export function periodRange(period: AnalyticsPeriod, now: Date = new Date()): PeriodRange {
  const days = ANALYTICS_PERIODS[period];
  const end = toIsoDate(now);
  const start = addDays(end, -(days - 1));
  return { period, days, start, end, previousStart: addDays(start, -days), previousEnd: addDays(start, -1) };
}

/** Every day from start to end inclusive, for zero-filled charts. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

type Change = { change: string; changeType: "neutral" | "positive" | "negative" };

/** Change of a count against the previous period: "+50%", "+3" when there was nothing before, a dash for 0 vs 0. */
export function countChange(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { change: "—", changeType: "neutral" } : { change: `+${current}`, changeType: "positive" };
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0) return { change: "0%", changeType: "neutral" };
  return { change: `${pct > 0 ? "+" : ""}${pct}%`, changeType: pct > 0 ? "positive" : "negative" };
}

/** Change of a percentage/score figure in points: "+2.5 pts", or the dash when either side has no data. */
export function pointChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { change: "—", changeType: "neutral" };
  const diff = Math.round((current - previous) * 10) / 10;
  if (diff === 0) return { change: "0 pts", changeType: "neutral" };
  return { change: `${diff > 0 ? "+" : ""}${diff} pts`, changeType: diff > 0 ? "positive" : "negative" };
}
