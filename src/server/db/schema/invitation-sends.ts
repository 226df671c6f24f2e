import { index, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, workspaceId } from "./columns";

/**
 * One row per invitation sent, by whom and from which workspace: the invitation limits (INVITATION_LIMITS) count
 * these within their window. Kept apart from the plugin's invitation table, whose rows are replaced and cancelled.
 */
export const invitationSends = pgTable(
  "invitation_sends",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    createdAt: createdAt(),
  },
  (t) => [index("invitation_sends_user_created_idx").on(t.userId, t.createdAt), index("invitation_sends_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);
