import { Hono } from "hono";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { previewRequestSchema } from "@/shared/schemas/preview";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { previewCampaignPage } from "./service";

/** POST /api/campaigns/:id/preview {contact_id?} → {html, quality, contact_id}. */
export function previewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/:id/preview", idParam(CAMPAIGN_MESSAGES.notFound), validate("json", previewRequestSchema), async (c) =>
    c.json(await previewCampaignPage(deps, c.var.scope, c.req.valid("param").id, c.req.valid("json"), c.req.raw.signal)),
  );
}
