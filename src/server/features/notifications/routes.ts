import { Hono } from "hono";
import { notificationSettingsSchema } from "../../../shared/schemas/notifications";
import type { AppDeps, AppEnv } from "../../http/env";
import { validate } from "../../http/validate";
import { claimNewEngagement, getNotificationSettings, saveNotificationSettings } from "./service";

/** GET/PUT /api/notification-settings (+ POST /rotate-secret): the outgoing webhook. */
export function notificationSettingsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getNotificationSettings(db, c.var.user.id)))
    .put("/", validate("json", notificationSettingsSchema), async (c) => c.json(await saveNotificationSettings(db, c.var.user.id, c.req.valid("json"))))
    .post("/rotate-secret", validate("json", notificationSettingsSchema), async (c) =>
      c.json(await saveNotificationSettings(db, c.var.user.id, c.req.valid("json"), { rotateSecret: true })),
    );
}

/** POST /api/notifications/claim: first views and CTA clicks since the last visit, announced once (toasts). */
export function notificationRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post("/claim", async (c) => c.json(await claimNewEngagement(db, c.var.user.id)));
}
