import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ColumnMappingInput } from "@/shared/csv/column-mapping";
import { user } from "./auth";
import { updatedAt } from "./columns";

/** The CSV column mapping a rep last used, proposed again on their next import (one row per account). */
export const importMappings = pgTable("import_mappings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<ColumnMappingInput>().notNull(),
  updatedAt: updatedAt(),
});
