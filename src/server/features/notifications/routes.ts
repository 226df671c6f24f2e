import { Hono } from "hono";
import { claimQuerySchema, notificationSettingsSchema, WEBHOOK_PRIVATE_MESSAGE, type NotificationSettingsInput } from "@/shared/schemas/notifications";
import { ApiError } from "@/server/http/errors";
import { isLocalHostname } from "@/server/net/public-address";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { claimNewEngagement, getNotificationSettings, saveNotificationSettings } from "./service";

/** GET/PUT /api/notification-settings (+ POST /rotate-secret): the outgoing webhook. */
export function notificationSettingsRoutes({ db, config }: AppDeps) {
  // Names that resolve inward are caught again when the webhook is sent; this catches the obvious ones at once.
  const checked = (input: NotificationSettingsInput) => {
    if (input.webhookUrl && !config.webhookAllowPrivateNetworks && isLocalHostname(new URL(input.webhookUrl).hostname)) {
      throw new ApiError(400, WEBHOOK_PRIVATE_MESSAGE);
    }
    return input;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getNotificationSettings(db, c.var.user.id)))
    .put("/", validate("json", notificationSettingsSchema), async (c) => c.json(await saveNotificationSettings(db, c.var.user.id, checked(c.req.valid("json")))))
    .post("/rotate-secret", validate("json", notificationSettingsSchema), async (c) =>
      c.json(await saveNotificationSettings(db, c.var.user.id, checked(c.req.valid("json")), { rotateSecret: true })),
    );
}

/**
 * POST /api/notifications/claim: new link requests, and first views and CTA clicks since the last visit, each
 * announced once (toasts). `?scope=requests`: the requests only (cheap: the open app asks every few seconds).
 */
export function notificationRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post("/claim", validate("query", claimQuerySchema), async (c) =>
    c.json(await claimNewEngagement(db, c.var.scope, new Date(), c.req.valid("query").scope)),
  );
}
