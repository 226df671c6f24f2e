import { sql } from "drizzle-orm";
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { microsites } from "./launch";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The current visit of one visitor (a keyed hash of the client address, never the address) on one microsite:
 * shared by every web process, so a page load and its beacons meet whichever process answers them. A visit ends
 * after 30 minutes without activity; its human view is held a few seconds (a sub-second visit unmasks a scanner)
 * and page loads never followed by a beacon become no-JS bot views (see visitor-state.ts).
 */
export const metricVisitors = pgTable(
  "metric_visitors",
  {
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    userId: text("user_id").notNull(),
    campaignId: uuid("campaign_id").notNull(),
    contactId: uuid("contact_id").notNull(),
    visitStartedAt: at("visit_started_at"),
    lastSeenAt: at("last_seen_at"),
    viewState: text("view_state").notNull().default("none"),
    viewAt: at("view_at"),
    clicked: boolean("clicked").notNull().default(false),
    seconds: doublePrecision("seconds").notNull().default(0),
    pendingLoads: integer("pending_loads").notNull().default(0),
    lastLoadAt: at("last_load_at"),
  },
  (t) => [
    primaryKey({ columns: [t.micrositeId, t.visitor] }),
    check("metric_visitors_view_state_check", sql`${t.viewState} in ('none', 'held', 'counted', 'bot')`),
    index("metric_visitors_held_idx").on(t.viewAt).where(sql`${t.viewState} = 'held'`),
    index("metric_visitors_loads_idx").on(t.lastLoadAt).where(sql`${t.pendingLoads} <> 0`),
    index("metric_visitors_seen_idx").on(t.lastSeenAt),
  ],
);

/** rate-limiter-flexible's PostgreSQL store (its own layout): the beacon limits shared by every web process. */
export const metricRateLimits = pgTable("metric_rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
