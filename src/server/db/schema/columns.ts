import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organization } from "./workspaces";

export const id = () => uuid("id").primaryKey().defaultRandom();
/** The workspace (better-auth organization) a record belongs to. */
export const workspaceId = () =>
  text("workspace_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
