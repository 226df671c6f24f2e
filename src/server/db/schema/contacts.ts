import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, updatedAt, workspaceId } from "./columns";

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    company: text("company").notNull().default(""),
    industry: text("industry").notNull().default(""),
    context: text("context").notNull().default(""),
    domain: text("domain").notNull().default(""),
    /** Job title; optional in an import, so "" for contacts imported without one. */
    title: text("title").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contacts_workspace_user_email_unique").on(t.workspaceId, t.userId, sql`lower(${t.email})`),
    index("contacts_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("contacts_user_created_idx").on(t.userId, t.createdAt),
  ],
);
