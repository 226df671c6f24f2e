import { Hono } from "hono";
import { frameworkListQuerySchema } from "@/shared/list-query";
import { frameworkPatchSchema } from "@/shared/schemas/framework";
import { frameworkCreateSchema } from "@/shared/schemas/framework-create";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { adminOnly } from "@/server/auth/admin-only";
import { releaseLogo } from "./framework-logo";
import { createFramework, deleteFramework, getFramework, listFrameworks, updateFramework } from "./service";

const listQuery = frameworkListQuerySchema();

/** /api/frameworks: the workspace's template frameworks (ARCHITECTURE 5); admins change them. */
export function frameworkRoutes({ db, storage, logger }: AppDeps) {
  const admins = adminOnly(WORKSPACE_MESSAGES.adminOnlyFrameworks);
  const logReleaseFailure = (error: unknown) => logger.warn({ err: error }, "could not remove an unused framework logo");
  return new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      const { items, total } = await listFrameworks(db, storage, c.var.scope, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(items);
    })
    .post("/", admins, validate("json", frameworkCreateSchema), async (c) => {
      return c.json(await createFramework(db, storage, c.var.scope, c.req.valid("json")), 201);
    })
    .get("/:id", async (c) => c.json(await getFramework(db, storage, c.var.scope, c.req.param("id"))))
    .patch("/:id", admins, validate("json", frameworkPatchSchema), async (c) => {
      const { framework, releasedLogo } = await updateFramework(db, storage, c.var.scope, c.req.param("id"), c.req.valid("json"));
      await releaseLogo(db, storage, releasedLogo, framework.id, logReleaseFailure);
      return c.json(framework);
    })
    .delete("/:id", admins, async (c) => {
      const deleted = await deleteFramework(db, c.var.scope, c.req.param("id"));
      await releaseLogo(db, storage, deleted.brandLogo, deleted.id, logReleaseFailure);
      return c.body(null, 204);
    });
}
