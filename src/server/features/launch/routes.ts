import { Hono } from "hono";
import { isUuid } from "@/shared/uuid";
import { campaignStatusQuerySchema, launchRequestSchema } from "@/shared/schemas/launch";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { pauseCampaign, stopCampaign } from "./controls";
import { estimateLaunch } from "./estimate";
import { getCampaignStatus } from "./progress";
import { launchCampaign } from "./service";

const campaignIdParam = (id: string) => {
  if (!isUuid(id)) throw notFound("Campaign not found");
  return id;
};

/** Mounted at the API root: /launch-campaign, /campaign-status, /campaigns/:id/pause, /campaigns/:id/stop. */
export function launchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post("/launch-campaign", validate("json", launchRequestSchema), async (c) => {
      const input = c.req.valid("json");
      if (input.dryRun) return c.json(await estimateLaunch(deps, c.var.scope, input.campaignId), 200);
      await deps.disk?.require();
      return c.json(await launchCampaign(deps, c.var.scope, input), 202);
    })
    .get("/campaign-status", validate("query", campaignStatusQuerySchema), async (c) => {
      c.header("Cache-Control", "no-store");
      // One statfs call: a launch waiting for disk space says so at once, not after the guard's next periodic check.
      const disk = deps.disk ? await deps.disk.check().catch(() => null) : null;
      return c.json(await getCampaignStatus(deps.db, c.var.scope, c.req.valid("query"), disk));
    })
    .post("/campaigns/:id/pause", async (c) => c.json(await pauseCampaign(deps.db, c.var.scope, campaignIdParam(c.req.param("id")))))
    .post("/campaigns/:id/stop", async (c) => c.json(await stopCampaign(deps.db, c.var.scope, campaignIdParam(c.req.param("id")), (runIds) => deps.queue.work.stopRuns(runIds))));
}
