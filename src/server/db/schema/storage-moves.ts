import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Uploads moved from their uploader's folder to their workspace's (issue 23 item 2: a team's logos belong to the
 * team). The journal of the move, so a restart resumes it, and the map that still serves a moved file at its old
 * path: pages published before the move name it in their HTML. The same old file may have gone to two workspaces.
 */
export const storageMoves = pgTable(
  "storage_moves",
  {
    bucket: text("bucket").notNull(),
    oldKey: text("old_key").notNull(),
    newKey: text("new_key").notNull(),
    createdAt: createdAt(),
    /** When the file at the old key was removed (no row named it any more); null while it may still be there. */
    oldRemovedAt: timestamp("old_removed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.oldKey, t.newKey] })],
);
