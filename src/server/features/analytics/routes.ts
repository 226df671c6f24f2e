import { Hono } from "hono";
import { analyticsQuerySchema } from "@/shared/schemas/metrics";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { campaignOptions } from "./scope";
import { getAnalytics, streamAnalyticsCsv } from "./service";

export function analyticsRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", analyticsQuerySchema), async (c) =>
      c.json(await getAnalytics(db, c.var.scope, c.req.valid("query"), config.micrositeBaseUrl)),
    )
    .get("/export", validate("query", analyticsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      await campaignOptions(db, c.var.scope, query.campaignId); // another owner's campaign: 404 before any byte
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="pitchsite-engagement-${query.period}-${day}.csv"`);
      c.header("Cache-Control", "no-store");
      return c.body(streamAnalyticsCsv(db, c.var.scope, query, { micrositeBaseUrl: config.micrositeBaseUrl }));
    });
}
