import { index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "@/shared/workspace";
import { user } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// better-auth's organization plugin tables (issue 12), written by hand like the core ones: a workspace is an
// organization, its people are members with role admin or member, invitations are the plugin's.
export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull().default("member"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [unique("member_organization_user_unique").on(t.organizationId, t.userId), index("member_user_idx").on(t.userId)],
);

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<WorkspaceRole>(),
    status: text("status").notNull().default("pending"),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("invitation_organization_status_idx").on(t.organizationId, t.status), index("invitation_email_idx").on(t.email)],
);
