import { Hono } from "hono";
import { activityQuerySchema } from "@/shared/schemas/metrics";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { getDashboardStats, listActivity } from "./service";

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getDashboardStats(db, c.var.scope)))
    .get("/activity", validate("query", activityQuerySchema), async (c) => {
      const { limit, offset } = c.req.valid("query");
      const page = await listActivity(db, c.var.scope, { limit, offset, team: true });
      c.header("X-Total-Count", String(page.total));
      return c.json(page.items);
    });
}
