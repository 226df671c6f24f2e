import { Hono } from "hono";
import { extendExpirySchema } from "@/shared/schemas/launch";
import { contentEditSchema } from "@/shared/schemas/microsite-content-edit";
import { OVERRIDE_MESSAGES, qualityOverrideSchema } from "@/shared/schemas/quality-override";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { adminOnly } from "@/server/auth/admin-only";
import { editMicrositeContent, getMicrositeContent, getMicrositeQuality, previewMicrositeEdit } from "./content-edit";
import { publishHeldPageAnyway } from "./quality-override";
import { deleteMicrosite, extendMicrositeExpiry, getPreviewUrl, regenerateMicrosite } from "./service";

const micrositeId = (id: string) => {
  if (!isUuid(id)) throw notFound("Microsite not found");
  return id;
};

/**
 * /api/microsites/:id — regenerate (202), delete (204), extend expiry, owner preview link, read and edit the copy, and
 * an admin's "Publish anyway" of a held page (members get 403 before anything is read).
 */
export function micrositeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post("/:id/regenerate", async (c) => c.json(await regenerateMicrosite(deps, c.var.scope, micrositeId(c.req.param("id"))), 202))
    .delete("/:id", async (c) => {
      await deleteMicrosite(deps, c.var.scope, micrositeId(c.req.param("id")));
      return c.body(null, 204);
    })
    .post("/:id/extend", validate("json", extendExpirySchema), async (c) =>
      c.json(await extendMicrositeExpiry(deps.db, c.var.scope, micrositeId(c.req.param("id")), c.req.valid("json"))),
    )
    .get("/:id/preview-url", async (c) =>
      c.json(await getPreviewUrl(deps.db, deps.config.appUrl, deps.config.authSecret, c.var.scope, micrositeId(c.req.param("id")))),
    )
    .get("/:id/quality", async (c) => c.json(await getMicrositeQuality(deps.db, c.var.scope, micrositeId(c.req.param("id")))))
    .get("/:id/content", async (c) => c.json(await getMicrositeContent(deps.db, c.var.scope, micrositeId(c.req.param("id")))))
    .patch("/:id/content", validate("json", contentEditSchema), async (c) =>
      c.json(await editMicrositeContent(deps, c.var.scope, micrositeId(c.req.param("id")), c.req.valid("json"))),
    )
    .post("/:id/override", adminOnly(OVERRIDE_MESSAGES.adminOnly), validate("json", qualityOverrideSchema), async (c) =>
      c.json(await publishHeldPageAnyway(deps, c.var.scope, micrositeId(c.req.param("id")), c.req.valid("json").reason)),
    )
    .post("/:id/content/preview", validate("json", contentEditSchema), async (c) =>
      c.json(await previewMicrositeEdit(deps, c.var.scope, micrositeId(c.req.param("id")), c.req.valid("json"))),
    );
}
