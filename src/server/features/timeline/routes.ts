import { Hono } from "hono";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { notFound } from "@/server/http/errors";
import { CONTACT_NOT_FOUND } from "../contacts/service";
import { getContactTimeline } from "./service";

/** GET /api/contacts/:id/timeline: the prospect's visits and engagement score. */
export function contactTimelineRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/:id/timeline", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound(CONTACT_NOT_FOUND);
    return c.json(await getContactTimeline(db, c.var.scope, id));
  });
}
