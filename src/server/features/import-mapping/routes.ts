import { Hono } from "hono";
import { columnMappingSchema } from "@/shared/csv/column-mapping";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { getImportMapping, saveImportMapping } from "./service";

export function importMappingRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getImportMapping(db, c.var.user.id)))
    .put("/", validate("json", columnMappingSchema), async (c) => c.json(await saveImportMapping(db, c.var.user.id, c.req.valid("json"))));
}
