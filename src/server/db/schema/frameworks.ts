import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

export const templateFrameworks = pgTable(
  "template_frameworks",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
  (t) => [index("template_frameworks_user_created_idx").on(t.userId, t.createdAt)],
);
