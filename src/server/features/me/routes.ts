import { Hono } from "hono";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { getAccountProfile } from "../account/service";

export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await getAccountProfile(db, c.var.user.id)));
}
