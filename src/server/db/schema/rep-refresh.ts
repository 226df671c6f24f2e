import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { microsites } from "./launch";

/**
 * Pages handed to a new owner whose HTML still shows the departed rep (name, email, photo, scheduling link): the
 * refresh-rep-pages job re-renders each from its stored content and removes its row. Written in the hand-over's
 * transaction, so the work survives a crash and is never lost between the hand-over and the job.
 */
export const micrositeRepRefreshes = pgTable("microsite_rep_refreshes", {
  micrositeId: uuid("microsite_id")
    .primaryKey()
    .references(() => microsites.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
