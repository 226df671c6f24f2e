import { Hono } from "hono";
import { approveSchema, rejectSchema } from "@/shared/approval";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { adminOnly } from "@/server/auth/admin-only";
import { approvePages, clearReview, countAwaitingApproval, listAwaitingApproval, rejectPages } from "./service";

/** /api/approvals: the admins' review queue of pages held for approval (issue 12 item 5). */
export function approvalRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", adminOnly(WORKSPACE_MESSAGES.adminOnlyApprovals))
    .get("/", async (c) => c.json(await listAwaitingApproval(db, c.var.scope)))
    .get("/count", async (c) => c.json({ count: await countAwaitingApproval(db, c.var.scope) }))
    .post("/approve", validate("json", approveSchema), async (c) => c.json(await approvePages(deps, c.var.scope, c.req.valid("json").microsite_ids)))
    .post("/clear-review", validate("json", approveSchema), async (c) => c.json(await clearReview(deps, c.var.scope, c.req.valid("json").microsite_ids)))
    .post("/reject", validate("json", rejectSchema), async (c) => {
      const { microsite_ids, comment } = c.req.valid("json");
      return c.json(await rejectPages(deps, c.var.scope, microsite_ids, comment));
    });
}
