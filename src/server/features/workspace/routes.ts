import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import {
  activeWorkspaceSchema,
  invitationCreateSchema,
  memberRoleSchema,
  WORKSPACE_MESSAGES,
  workspaceRenameSchema,
} from "@/shared/workspace";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { requestRepPageRefresh } from "@/server/jobs/refresh-rep-pages";
import { adminOnly } from "@/server/auth/admin-only";
import { acceptWorkspaceInvitation, createWorkspaceInvitation, describeInvitation, listWorkspaceInvitations, revokeWorkspaceInvitation } from "./invitations";
import { changeMemberRole, getWorkspace, listWorkspaces, removeMember, renameWorkspace, scopeIn } from "./service";

// Invitation tokens and user ids are better-auth's generated ids: anything else names nothing, so it is a 404.
const generatedIdParam = <K extends string>(key: K, message: string) =>
  zValidator("param", z.object({ [key]: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) } as Record<K, z.ZodString>), (result) => {
    if (!result.success) throw notFound(message);
  });
const tokenParam = generatedIdParam("token", WORKSPACE_MESSAGES.invitationNotFound);
const invitationIdParam = generatedIdParam("id", WORKSPACE_MESSAGES.invitationNotFound);
const userParam = generatedIdParam("userId", WORKSPACE_MESSAGES.memberNotFound);

/** /api/workspace: the active workspace, its members and invitations; /api/workspaces: the switcher's list. */
export function workspaceRoutes({ db, auth, mailer, config, logger, queue }: AppDeps) {
  const admins = adminOnly(WORKSPACE_MESSAGES.adminOnlyTeam);
  const invitationDeps = {
    db,
    auth,
    mailer,
    appUrl: config.appUrl,
    onMailError: (error: unknown) => logger.warn({ err: error }, "could not send an invitation email; the admin can copy the link"),
  };
  return new Hono<AppEnv>()
    .get("/workspaces", async (c) => c.json(await listWorkspaces(db, c.var.user.id)))
    .get("/workspace", async (c) => c.json(await getWorkspace(db, c.var.scope)))
    .patch("/workspace", admins, validate("json", workspaceRenameSchema), async (c) => c.json(await renameWorkspace(db, c.var.scope, c.req.valid("json").name)))
    .post("/workspace/active", validate("json", activeWorkspaceSchema), async (c) => {
      const { workspaceId } = c.req.valid("json");
      const scope = await scopeIn(db, c.var.user.id, workspaceId);
      if (!scope) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
      await auth.api.setActiveOrganization({ headers: c.req.raw.headers, body: { organizationId: workspaceId } });
      return c.json(await getWorkspace(db, scope));
    })
    .patch("/workspace/members/:userId", admins, userParam, validate("json", memberRoleSchema), async (c) =>
      c.json(await changeMemberRole(db, c.var.scope, c.req.valid("param").userId, c.req.valid("json").role)),
    )
    .delete("/workspace/members/:userId", userParam, async (c) => {
      await removeMember(db, c.var.scope, c.req.valid("param").userId);
      await requestRepPageRefresh(queue).catch((error) => logger.warn({ err: error }, "re-render of handed-over pages not requested; the sweep will"));
      return c.body(null, 204);
    })
    .get("/workspace/invitations", admins, async (c) => c.json(await listWorkspaceInvitations(db, c.var.scope, config.appUrl)))
    .post("/workspace/invitations", admins, validate("json", invitationCreateSchema), async (c) =>
      c.json(await createWorkspaceInvitation(invitationDeps, c.req.raw.headers, c.var.scope, c.req.valid("json")), 201),
    )
    .delete("/workspace/invitations/:id", admins, invitationIdParam, async (c) => {
      await revokeWorkspaceInvitation(auth, db, c.req.raw.headers, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/workspace/invitations/:token/accept", tokenParam, async (c) =>
      c.json(await acceptWorkspaceInvitation(auth, db, c.req.raw.headers, c.var.user.email, c.req.valid("param").token)),
    );
}

/** GET /api/invitations/:token, public: the invitation page before the invitee has an account or a session. */
export function invitationPreviewRoutes({ db }: AppDeps) {
  return new Hono().get("/:token", tokenParam, async (c) => c.json(await describeInvitation(db, c.req.valid("param").token)));
}
