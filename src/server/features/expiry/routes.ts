import { Hono } from "hono";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { extendExpirySchema } from "@/shared/schemas/launch";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { extendCampaign } from "./campaign-expiry";

/** POST /api/campaigns/:id/extend {days}: every published page of the campaign, extended at once. */
export function campaignExpiryRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post("/:id/extend", validate("json", extendExpirySchema), async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound(CAMPAIGN_MESSAGES.notFound);
    return c.json(await extendCampaign(db, c.var.scope, id, c.req.valid("json")));
  });
}
