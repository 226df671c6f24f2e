import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { id } from "./columns";
import { contacts } from "./contacts";
import { microsites } from "./launch";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * "Request a new link" on an expired page (issue 16 item 5). One row per page, visitor (keyed hash of the client
 * address, never the address) and UTC day: the unique key is the "once per page per address per day" rule, shared
 * by every web process.
 */
export const accessRequests = pgTable(
  "access_requests",
  {
    id: id(),
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    requestDay: date("request_day", { mode: "string" }).notNull(),
    requestedAt: at("requested_at").notNull().defaultNow(),
    /** When the owner's app toasted it (claimed once, at once: no write lag to wait for). */
    notifiedAt: at("notified_at"),
    /** A visitor refused by a page's allowed domains (issue 27): the email they asked with, and when the owner let them in. */
    email: text("email"),
    admittedAt: at("admitted_at"),
  },
  (t) => [
    unique("access_requests_once_a_day").on(t.micrositeId, t.visitor, t.requestDay),
    index("access_requests_user_requested_idx").on(t.userId, t.requestedAt),
    // The open app's poll for requests not yet toasted.
    index("access_requests_unnotified_idx").on(t.userId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Past human visits of a microsite (issue 16 item 6, the prospect timeline). metric_visitors keeps each visitor's
 * current visit; a trigger on it (migration 0010) archives a counted visit here when it ends (a new visit starts,
 * or the idle row is forgotten), so the ingest path is unchanged and pays nothing per beacon.
 */
export const micrositeVisits = pgTable(
  "microsite_visits",
  {
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    startedAt: at("started_at").notNull(),
    userId: text("user_id").notNull(),
    campaignId: uuid("campaign_id").notNull(),
    contactId: uuid("contact_id").notNull(),
    seconds: doublePrecision("seconds").notNull().default(0),
    clicked: boolean("clicked").notNull().default(false),
  },
  // The primary key is the only index: it is written on the ingest path, and a contact's visits are found through
  // their few microsites (the key's first column).
  (t) => [primaryKey({ columns: [t.micrositeId, t.visitor, t.startedAt] })],
);
