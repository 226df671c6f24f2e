import { Hono } from "hono";
import { z } from "zod";
import { storableString } from "@/shared/schemas/text-fields";
import { joinOfferingErrors, offeringSchema } from "@/shared/schemas/offering";
import { isUuid } from "@/shared/uuid";
import { ApiError, notFound } from "@/server/http/errors";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { adminOnly } from "@/server/auth/admin-only";
import { createOffering, deleteOffering, listOfferings, OFFERING_NOT_FOUND, toOfferingDto, updateOffering } from "./service";

// POST may name the brand (spec 7: INSERT with brand_id); it must be the workspace's.
const createBody = z.object({ brand_id: storableString().optional() }).and(offeringSchema);
// PATCH takes any subset of the fields; the merged offering is checked against offeringSchema in the service.
const patchBody = z.looseObject({});

/** Spec 5: an offering's messages are joined by commas, so the answer lists every problem at once. */
const offeringJson = <T extends z.ZodType>(schema: T) => validate("json", schema, joinOfferingErrors);

/** A malformed id cannot name anyone's offering: 404, like another owner's. */
function offeringId(id: string): string {
  if (!isUuid(id)) throw notFound(OFFERING_NOT_FOUND);
  return id;
}

export function offeringRoutes({ db }: AppDeps) {
  const admins = adminOnly(WORKSPACE_MESSAGES.adminOnlyOfferings);
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json((await listOfferings(db, c.var.scope)).map(toOfferingDto)))
    .post("/", admins, offeringJson(createBody), async (c) => {
      const { brand_id, ...values } = c.req.valid("json");
      const row = await createOffering(db, c.var.scope, values, brand_id);
      return c.json(toOfferingDto(row), 201);
    })
    .patch("/:id", admins, offeringJson(patchBody), async (c) => {
      const result = await updateOffering(db, c.var.scope, offeringId(c.req.param("id")), c.req.valid("json"));
      if (!result.ok) throw new ApiError(400, joinOfferingErrors(result.error), result.error.issues);
      return c.json(toOfferingDto(result.row));
    })
    .delete("/:id", admins, async (c) => {
      await deleteOffering(db, c.var.scope, offeringId(c.req.param("id")));
      return c.body(null, 204);
    });
}
