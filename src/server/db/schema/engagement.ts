import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from "@/shared/schemas/notifications";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { createdAt, id, updatedAt } from "./columns";
import { contacts } from "./contacts";
import { microsites } from "./launch";
import { sqlList } from "../status-predicates";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * First and last human view/click per microsite. The daily counters in campaign_metrics hold the totals;
 * these moments drive "last viewed", the CRM export and Recent Activity ("first viewed", "CTA clicked").
 */
export const micrositeEngagement = pgTable(
  "microsite_engagement",
  {
    micrositeId: uuid("microsite_id")
      .primaryKey()
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
    firstViewedAt: at("first_viewed_at"),
    lastViewedAt: at("last_viewed_at"),
    firstClickedAt: at("first_clicked_at"),
    lastClickedAt: at("last_clicked_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("microsite_engagement_user_viewed_idx").on(t.userId, t.firstViewedAt),
    index("microsite_engagement_user_clicked_idx").on(t.userId, t.firstClickedAt),
    index("microsite_engagement_campaign_idx").on(t.campaignId),
  ],
);

/** Per-user notification preferences: the outgoing webhook and the "seen up to" mark for next-visit toasts. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  webhookUrl: text("webhook_url"),
  /** HMAC key for the signature header; shown to the user once, when generated. */
  webhookSecret: text("webhook_secret"),
  activitySeenAt: at("activity_seen_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Outbox of webhook calls: written in the same transaction as the engagement that caused them, with their
 * deliver-webhook job (same id), which sends them with retries; the settings page lists them.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // A worker's start looks for pending deliveries without a job (see queuePendingDeliveries).
    index("webhook_deliveries_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_user_created_idx").on(t.userId, t.createdAt),
    check("webhook_deliveries_status_check", sql`${t.status} in (${sqlList(WEBHOOK_DELIVERY_STATUSES)})`),
  ],
);
