import { z } from "zod";
import { storableString } from "./text-fields";
import { WORKSPACE_ROLES } from "../workspace";
import { authId, timestamp } from "./answer-fields";

const role = z.enum(WORKSPACE_ROLES);

/** GET/PATCH /api/workspace (and the role change, and switching): the active workspace, your role in it, its members. */
export const workspaceAnswerSchema = z.object({
  id: authId,
  name: storableString(),
  role,
  members: z.array(z.object({ user_id: authId, email: storableString(), name: storableString(), role })),
});

/** GET /api/workspaces: every workspace you belong to, for the switcher. */
export const workspaceListAnswerSchema = z.array(z.object({ id: authId, name: storableString(), role }));

/** A pending invitation; `url` is the link to send the invitee. */
export const invitationAnswerSchema = z.object({ id: authId, email: storableString(), role, expires_at: timestamp, created_at: timestamp, url: storableString() });

/** POST /api/workspace/invitations: the invitation, and whether it was emailed (SMTP_URL set) or must be copied. */
export const invitationCreatedAnswerSchema = invitationAnswerSchema.extend({ emailed: z.boolean() });

/** GET /api/invitations/:token (public): the invitation as its page shows it. */
export const invitationPreviewAnswerSchema = z.object({
  workspace_name: storableString(),
  inviter_name: storableString(),
  email: storableString(),
  role,
  state: z.enum(["pending", "used", "expired"]),
});
export type InvitationPreview = z.infer<typeof invitationPreviewAnswerSchema>;

/** POST /api/workspace/invitations/:token/accept: the workspace joined. */
export const invitationAcceptedAnswerSchema = z.object({ workspace_id: authId.nullable() });
