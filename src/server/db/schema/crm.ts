import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { CRM_EVENT_KINDS, CRM_PROVIDERS, type CrmEngagementValues } from "@/shared/crm";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { createdAt, id, updatedAt, workspaceId } from "./columns";
import { contacts } from "./contacts";
import { sqlList } from "../status-predicates";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A workspace's CRM connection. The credential (HubSpot private-app token, Salesforce refresh token) is stored only
 * encrypted (AES-256-GCM, key derived from AUTH_SECRET); disconnecting deletes the row and, by cascade, its links.
 */
export const crmConnections = pgTable(
  "crm_connections",
  {
    id: id(),
    workspaceId: workspaceId(),
    provider: text("provider").notNull(),
    credentialCiphertext: text("credential_ciphertext").notNull(),
    /** Salesforce: the org's instance URL the refresh token belongs to. */
    instanceUrl: text("instance_url"),
    /** What the rep sees: the HubSpot portal id or the Salesforce org's user name. */
    accountLabel: text("account_label").notNull().default(""),
    connectedBy: text("connected_by").references(() => user.id, { onDelete: "set null" }),
    /** A 429's Retry-After: no call to this CRM before then. */
    pausedUntil: at("paused_until"),
    /** When the "Pitchsite" properties/fields were found or created in the CRM (checked once per connection). */
    schemaReadyAt: at("schema_ready_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("crm_connections_workspace_provider_unique").on(t.workspaceId, t.provider), check("crm_connections_provider_check", sql`${t.provider} in (${sqlList(CRM_PROVIDERS)})`)],
);

/**
 * A Pitchsite contact imported from (or matched to) a CRM record: what was last written there, when, or why it
 * failed. `dirtyAt` is set when a sync is asked for again ("Sync again").
 */
export const crmContactLinks = pgTable(
  "crm_contact_links",
  {
    id: id(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => crmConnections.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** HubSpot contact id, or Salesforce Contact/Lead id. */
    remoteId: text("remote_id").notNull(),
    remoteType: text("remote_type").notNull().default("contact"),
    syncedValues: jsonb("synced_values").$type<CrmEngagementValues>(),
    syncedAt: at("synced_at"),
    /**
     * Changes up to this database time were written (the snapshot's read time less the longest engagement write):
     * a later change makes the link a candidate again.
     */
    watermarkAt: at("watermark_at"),
    syncError: text("sync_error"),
    /** Set when the link needs writing regardless of what changed (import, "Sync again"); cleared by a sync. */
    dirtyAt: at("dirty_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("crm_contact_links_connection_contact_unique").on(t.connectionId, t.contactId), index("crm_contact_links_contact_idx").on(t.contactId)],
);

/**
 * One timeline entry (HubSpot note, Salesforce Task) per link and event. The row is written before the CRM call
 * (remote_id null) and completed after it: a retry finding a row without remote_id looks the entry up in the CRM
 * by its marker before creating it, so a failure after creation never makes a second one.
 */
export const crmSyncEvents = pgTable(
  "crm_sync_events",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => crmContactLinks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** kind for first_view/cta_click; `access_request:<id>` per request. */
    eventKey: text("event_key").notNull(),
    occurredAt: at("occurred_at").notNull(),
    remoteId: text("remote_id"),
    createdAt: createdAt(),
  },
  (t) => [unique("crm_sync_events_link_key_unique").on(t.linkId, t.eventKey), check("crm_sync_events_kind_check", sql`${t.kind} in (${sqlList(CRM_EVENT_KINDS)})`)],
);
