import { z } from "zod";
import { storableString } from "./text-fields";

export const WEBHOOK_URL_MESSAGE = "Enter a valid http(s) URL";
/** The server refuses webhook URLs on this machine or a private network unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is on. */
export const WEBHOOK_PRIVATE_MESSAGE = "The webhook URL must be a public internet address";

/** PUT /api/notification-settings: an empty URL turns the webhook off. */
export const notificationSettingsSchema = z.object({
  webhookUrl: storableString()
    .trim()
    .max(2000, WEBHOOK_URL_MESSAGE)
    .refine((value) => value === "" || /^https?:\/\/[^\s/]+/i.test(value), WEBHOOK_URL_MESSAGE)
    .refine((value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, WEBHOOK_URL_MESSAGE),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const WEBHOOK_EVENTS = ["microsite.viewed", "microsite.clicked", "microsite.access_requested", "microsite.new_viewer"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/**
 * Where one webhook_deliveries row stands: waiting for (another) attempt, delivered, failed after the last retry, or
 * cancelled because the webhook was turned off before it went out.
 */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed", "cancelled"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Pitchsite-Signature";

/** POST /api/notifications/claim?scope=: everything new (on a visit) or only new link requests (the open app's poll). */
export const CLAIM_SCOPES = ["all", "requests"] as const;
export const claimQuerySchema = z.object({ scope: z.enum(CLAIM_SCOPES, { error: "scope must be all or requests" }).default("all") });
