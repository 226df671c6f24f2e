import { Hono } from "hono";
import { frameworkSampleSchema } from "@/shared/schemas/framework-sample";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { renderFrameworkSample } from "./framework-sample";

/** POST /api/framework-sample {framework form} → {html}: the sample page the builder shows beside the form. */
export function frameworkSampleRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().post("/", validate("json", frameworkSampleSchema), (c) => c.json({ html: renderFrameworkSample(c.req.valid("json")) }));
}
