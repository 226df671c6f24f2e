import { z } from "zod";
import { storableString } from "./text-fields";
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from "../constants";
import { slugSchema } from "../slug";
import { UUID_PATTERN } from "../uuid";

const uuidField = (message: string) => storableString({ error: message }).regex(UUID_PATTERN, message);

export const METRIC_EVENT_TYPES = ["view", "click", "session_duration"] as const;
export type MetricEventType = (typeof METRIC_EVENT_TYPES)[number];

/** A day of visible time: anything above is a broken client. */
export const MAX_REPORTED_SESSION_SECONDS = 86_400;
/** Visible time counted per session at most: a tab left open in front all afternoon is not half a day of reading. */
export const SESSION_SECONDS_CAP = 1800;

/** Spec 3 "Metric event" as the microsite's tracking script posts it to /api/log-metric. */
export const metricEventSchema = z
  .object({
    type: z.enum(METRIC_EVENT_TYPES, { error: "type must be one of view, click, session_duration" }),
    campaignId: uuidField("campaignId must be a valid UUID"),
    contactId: uuidField("contactId must be a valid UUID"),
    slug: slugSchema,
    value: z
      .number({ error: "value must be a number of seconds" })
      .min(0, "value must be a number of seconds")
      .max(MAX_REPORTED_SESSION_SECONDS, "value must be a number of seconds")
      .optional(),
    /** The page-load token the page was served with (Server-Timing `pv`); absent from pages served before it existed. */
    pv: storableString({ error: "pv must be the page's token" }).max(64, "pv must be the page's token").optional(),
  })
  .refine((e) => e.type !== "session_duration" || e.value !== undefined, {
    message: "value (visible seconds) is required for session_duration",
    path: ["value"],
  });
export type MetricEvent = z.infer<typeof metricEventSchema>;

const periodKeys = Object.keys(ANALYTICS_PERIODS) as [AnalyticsPeriod, ...AnalyticsPeriod[]];

/** GET /api/analytics and /api/analytics/export. */
export const analyticsQuerySchema = z.object({
  period: z.enum(periodKeys, { error: "period must be one of 7d, 30d, 90d, 1y" }).default(DEFAULT_ANALYTICS_PERIOD),
  campaignId: uuidField("campaignId must be a valid UUID").optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** GET /api/dashboard/activity: the "View All" list. */
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
