import { Hono } from "hono";
import { brandProfileSchema } from "../../../shared/schemas/brand-profile";
import type { AppDeps, AppEnv } from "../../http/env";
import { validate } from "../../http/validate";
import { getBrandProfile, saveBrandProfile, toBrandProfileDto } from "./service";

export function brandRoutes({ db, storage }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const profile = await getBrandProfile(db, c.var.user.id);
      return c.json(profile ? toBrandProfileDto(profile) : null);
    })
    .put("/", validate("json", brandProfileSchema), async (c) => {
      const saved = await saveBrandProfile(db, storage, c.var.user.id, c.req.valid("json"));
      return c.json(toBrandProfileDto(saved));
    });
}
