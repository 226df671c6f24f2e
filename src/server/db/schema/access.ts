import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { id, workspaceId } from "./columns";
import { contacts } from "./contacts";
import { microsites } from "./launch";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The people admitted to a gated page with an email (issue 27 item 2, the buying group): one row per page and
 * email. `visitor` (the keyed hash of their address) joins their visits' time and clicks. Deleted with the page, its
 * contact, campaign, rep or workspace (cascades); `new_person` marks someone at the contact's domain who is not the
 * contact, announced once (`notified_at`).
 */
export const micrositeViewers = pgTable(
  "microsite_viewers",
  {
    id: id(),
    workspaceId: workspaceId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    domain: text("domain").notNull(),
    visitor: text("visitor").notNull(),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    visits: integer("visits").notNull().default(1),
    newPerson: boolean("new_person").notNull().default(false),
    notifiedAt: at("notified_at"),
  },
  (t) => [
    unique("microsite_viewers_page_email").on(t.micrositeId, t.email),
    index("microsite_viewers_account_idx").on(t.workspaceId, t.domain),
    index("microsite_viewers_contact_idx").on(t.contactId),
    index("microsite_viewers_unnotified_idx").on(t.userId).where(sql`${t.newPerson} and ${t.notifiedAt} is null`),
  ],
);

/** One-time codes (hashed) sent to a visitor of a verified-email page: 10 minutes, 5 attempts. */
export const accessCodes = pgTable(
  "access_codes",
  {
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.micrositeId, t.email] })],
);
