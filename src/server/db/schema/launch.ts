import type { StoredAccessSetting } from "./access-setting";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MICROSITE_STATUSES, type MicrositeStatus } from "@/shared/microsite-status";
import { RUN_KINDS, STORED_RUN_STATUSES, type RunKind, type StoredRunStatus } from "@/shared/run-status";
import { sqlList } from "../status-predicates";
import type { QualityReport } from "@/shared/quality";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { createdAt, id, updatedAt, workspaceId } from "./columns";
import { contacts } from "./contacts";

export const launchRuns = pgTable(
  "launch_runs",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<StoredRunStatus>().notNull().default("queued"),
    /** Only launch runs speak for the campaign (launch_status, status by campaign); see RUN_KINDS. */
    kind: text("kind").$type<RunKind>().notNull().default("launch"),
    /** An admin started the run: its pages publish at once (their decision); a member's follow the review rules (shared/approval.ts). */
    startedByAdmin: boolean("started_by_admin").notNull().default(false),
    dedupeKey: text("dedupe_key"),
    total: integer("total").notNull().default(0),
    error: text("error"),
    /** Set once the run's jobs are in the queue; a run left without it (crash right after commit) is re-enqueued by the sweep. */
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("launch_runs_campaign_dedupe_unique").on(t.campaignId, t.dedupeKey),
    index("launch_runs_campaign_created_idx").on(t.campaignId, t.createdAt),
    index("launch_runs_campaign_kind_created_idx").on(t.campaignId, t.kind, t.createdAt),
    check("launch_runs_kind_check", sql`${t.kind} in (${sqlList(RUN_KINDS)})`),
    check("launch_runs_status_check", sql`${t.status} in (${sqlList(STORED_RUN_STATUSES)})`),
  ],
);

export const microsites = pgTable(
  "campaign_microsites",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    runId: uuid("run_id").references(() => launchRuns.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    status: text("status").$type<MicrositeStatus>().notNull().default("pending"),
    storageKey: text("storage_key"),
    micrositeUrl: text("microsite_url"),
    publicUrl: text("public_url"),
    htmlContent: text("html_content"),
    content: jsonb("content"),
    /** The quality gates' verdict on the stored page (null for pages generated before the gates). */
    quality: jsonb("quality").$type<QualityReport>(),
    error: text("error"),
    /** An admin's comment when rejecting the page (the rep sees it). */
    reviewComment: text("review_comment"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The framework (id and its updated_at as version) the page's newest version was written with; no FK: it is a record. */
    frameworkId: uuid("framework_id"),
    frameworkVersion: timestamp("framework_version", { withTimezone: true }),
    /** Once a framework asked for review, a member's new versions of the page wait for an admin (issue 23 item 6). */
    reviewRequired: boolean("review_required").notNull().default(false),
    /** A member's new version of a live page, waiting for an admin; the live one stays served until it is approved. */
    pendingHtml: text("pending_html"),
    pendingContent: jsonb("pending_content"),
    pendingQuality: jsonb("pending_quality").$type<QualityReport>(),
    pendingAt: timestamp("pending_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** The queue job generating this microsite right now (null when nobody is): the claim that keeps two workers apart. */
    claimToken: text("claim_token"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The worker process (worker_processes.id) holding the claim, so a live one can take the work of a dead one over. */
    claimedBy: text("claimed_by"),
    /** Set when the page was taken over from a dead worker; counted as "recovering" until the page is finished. */
    recoveredFrom: text("recovered_from"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** This page's own access setting, overriding its campaign's (issue 27); null follows the campaign. */
    access: jsonb("access").$type<StoredAccessSetting>(),
    /** Bumped when the campaign's access setting changes, so every process drops its cached copy of the page. */
    accessChangedAt: timestamp("access_changed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("microsites_campaign_contact_unique").on(t.campaignId, t.contactId),
    index("microsites_campaign_status_idx").on(t.campaignId, t.status),
    index("microsites_run_idx").on(t.runId),
    index("microsites_contact_idx").on(t.contactId),
    index("microsites_workspace_idx").on(t.workspaceId),
    index("microsites_workspace_awaiting_idx").on(t.workspaceId).where(sql`${t.status} = 'awaiting_approval'`),
    index("microsites_workspace_pending_idx").on(t.workspaceId).where(sql`${t.pendingHtml} is not null`),
    index("microsites_status_expires_idx").on(t.status, t.expiresAt),
    index("microsites_claimed_by_idx").on(t.claimedBy).where(sql`${t.claimedBy} IS NOT NULL`),
    check("campaign_microsites_status_check", sql`${t.status} in (${sqlList(MICROSITE_STATUSES)})`),
  ],
);
