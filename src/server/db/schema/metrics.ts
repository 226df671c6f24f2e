import { bigint, date, doublePrecision, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { id } from "./columns";
import { contacts } from "./contacts";

/**
 * Daily counters, one row per (campaign, contact, type, day, source): an event increments a row
 * instead of adding one, so a busy page does not grow the table per hit.
 */
export const campaignMetrics = pgTable(
  "campaign_metrics",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    metricType: text("metric_type").notNull(),
    metricDate: date("metric_date", { mode: "string" }).notNull(),
    value: doublePrecision("value").notNull().default(0),
    samples: bigint("samples", { mode: "number" }).notNull().default(0),
    source: text("source").notNull().default("human"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("campaign_metrics_counter_unique")
      .on(t.campaignId, t.contactId, t.metricType, t.metricDate, t.source)
      .nullsNotDistinct(),
    index("campaign_metrics_campaign_date_idx").on(t.campaignId, t.metricDate),
    // One microsite's counters over a date window (CRM export, per-microsite figures); counter updates are HOT,
    // so this index only grows when a new day's row is inserted.
    index("campaign_metrics_campaign_contact_date_idx").on(t.campaignId, t.contactId, t.metricDate),
  ],
);
