import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { FRAMEWORK_CATEGORY_CHOICES, type FrameworkCategoryChoice } from "@/shared/framework-constants";
import { sqlList } from "../status-predicates";
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
    /** One of FRAMEWORK_CATEGORY_CHOICES, or none (frameworks made before the builder asked). */
    category: text("category").$type<FrameworkCategoryChoice>(),
    brandGuidelines: jsonb("brand_guidelines").notNull().default({}),
    brandLogo: text("brand_logo"),
    layoutParameters: jsonb("layout_parameters").notNull().default({}),
    contentConstraints: jsonb("content_constraints").notNull().default({}),
    flexibilityBoundaries: jsonb("flexibility_boundaries").notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("template_frameworks_category_check", sql`${t.category} in (${sqlList(FRAMEWORK_CATEGORY_CHOICES)})`),
    index("template_frameworks_user_created_idx").on(t.userId, t.createdAt),
    index("template_frameworks_workspace_created_idx").on(t.workspaceId, t.createdAt),
  ],
);
