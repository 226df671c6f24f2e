import type { StoredAccessSetting } from "./access-setting";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/shared/constants";
import { STORED_RUN_STATUSES, type StoredRunStatus } from "@/shared/run-status";
import { sqlList } from "../status-predicates";
import { user } from "./auth";
import { productOfferings } from "./brand";
import { createdAt, id, updatedAt, workspaceId } from "./columns";
import { contacts } from "./contacts";
import { templateFrameworks } from "./frameworks";

export type PersonalizationSettings = { useAI: boolean; fields: string[] };
export type CampaignSettings = { trackingEnabled?: boolean; autoFollowUp?: boolean };
export type CampaignData = { currentStep?: number; uploadedFileName?: string | null };

export const campaigns = pgTable(
  "campaign_campaigns",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    /** The status of the campaign's latest run. */
    launchStatus: text("launch_status").$type<StoredRunStatus>(),
    campaignType: text("campaign_type").notNull().default("marketing campaign"),
    expirationDays: integer("expiration_days").notNull().default(30),
    frameworkId: uuid("framework_id").references(() => templateFrameworks.id, { onDelete: "set null" }),
    /** The offering every page features; null lets the writer choose the best fit per contact. */
    featuredOfferingId: uuid("featured_offering_id").references(() => productOfferings.id, { onDelete: "set null" }),
    personalizationSettings: jsonb("personalization_settings").$type<PersonalizationSettings>().notNull().default({ useAI: true, fields: [] }),
    campaignSettings: jsonb("campaign_settings").$type<CampaignSettings>().notNull().default({}),
    campaignData: jsonb("campaign_data").$type<CampaignData>().notNull().default({}),
    /** Who may read the campaign's pages (issue 27); null is open. */
    access: jsonb("access").$type<StoredAccessSetting>(),
    ctaUrl: text("cta_url"),
    ctaType: text("cta_type"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    launchedAt: timestamp("launched_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("campaigns_user_created_idx").on(t.userId, t.createdAt),
    index("campaigns_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("campaigns_framework_idx").on(t.frameworkId),
    index("campaigns_featured_offering_idx").on(t.featuredOfferingId),
    check("campaign_campaigns_status_check", sql`${t.status} in (${sqlList(CAMPAIGN_STATUSES)})`),
    check("campaign_campaigns_launch_status_check", sql`${t.launchStatus} in (${sqlList(STORED_RUN_STATUSES)})`),
  ],
);

export const campaignContacts = pgTable(
  "campaign_contacts",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.contactId] }), index("campaign_contacts_contact_idx").on(t.contactId)],
);

export const campaignAudiences = pgTable(
  "campaign_audiences",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    priority: integer("priority").notNull().default(0),
    criteria: jsonb("criteria").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("campaign_audiences_campaign_priority_idx").on(t.campaignId, t.priority)],
);

export const campaignAssets = pgTable(
  "campaign_assets",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("file"),
    name: text("name").notNull().default(""),
    storageKey: text("storage_key"),
    url: text("url"),
    createdAt: createdAt(),
  },
  (t) => [index("campaign_assets_campaign_created_idx").on(t.campaignId, t.createdAt)],
);
