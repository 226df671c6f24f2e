import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { APPROVAL_EVENT_KINDS, type ApprovalEventKind } from "@/shared/activity";
import { sqlList } from "../status-predicates";
import { user } from "./auth";
import { campaigns } from "./campaigns";
import { createdAt, id, updatedAt, workspaceId } from "./columns";

/**
 * What someone is told about approvals (issue 23 item 7): the admins that pages wait, the rep that pages were approved
 * or rejected. One row per person, campaign and kind, counting pages; the activity feed lists them and the open app
 * toasts each once (notified_at).
 */
export const approvalEvents = pgTable(
  "approval_events",
  {
    id: id(),
    workspaceId: workspaceId(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** Who is told. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ApprovalEventKind>().notNull(),
    pageCount: integer("page_count").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    index("approval_events_user_updated_idx").on(t.userId, t.updatedAt),
    index("approval_events_unnotified_idx").on(t.userId).where(sql`${t.notifiedAt} is null`),
    check("approval_events_kind_check", sql`${t.kind} in (${sqlList(APPROVAL_EVENT_KINDS)})`),
  ],
);
