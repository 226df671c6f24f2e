import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, updatedAt, workspaceId } from "./columns";

export const templateFrameworks = pgTable(
  "template_frameworks",
  {
    id: id(),
    /** Who created it; the framework is the workspace's. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    brandGuidelines: jsonb("brand_guidelines").notNull().default({}),
    brandLogo: text("brand_logo"),
    layoutParameters: jsonb("layout_parameters").notNull().default({}),
    contentConstraints: jsonb("content_constraints").notNull().default({}),
    flexibilityBoundaries: jsonb("flexibility_boundaries").notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("template_frameworks_user_created_idx").on(t.userId, t.createdAt),
    index("template_frameworks_workspace_created_idx").on(t.workspaceId, t.createdAt),
  ],
);
