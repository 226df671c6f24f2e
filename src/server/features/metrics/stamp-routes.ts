import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { getEngagementStamp } from "./engagement-stamp";

const stampQuery = z.object({ campaignId: z.uuid("campaignId must be a valid UUID").optional() });

/** GET /api/engagement-stamp[?campaignId=]: `{stamp}`, which changes when a new view or click is stored. */
export function engagementStampRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", validate("query", stampQuery), async (c) =>
    c.json({ stamp: await getEngagementStamp(db, c.var.scope, c.req.valid("query").campaignId) }),
  );
}
