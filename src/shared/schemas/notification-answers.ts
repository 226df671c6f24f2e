import { z } from "zod";
import { storableString } from "./text-fields";
import { activityItemSchema } from "./analytics-answers";
import { count, nullableTimestamp, recordId, timestamp } from "./answer-fields";
import { WEBHOOK_DELIVERY_STATUSES } from "./notifications";

/** GET /api/notification-settings: the engagement webhook, its secret's last 4 characters, and the last deliveries. */
export const notificationSettingsAnswerSchema = z.object({
  webhookUrl: storableString().nullable(),
  /** Last 4 characters of the signing secret; the secret itself is only ever answered when it is made. */
  secretHint: storableString().nullable(),
  recentDeliveries: z.array(
    z.object({
      id: recordId,
      event: storableString(),
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      attempts: count,
      responseStatus: z.number().int().nullable(),
      lastError: storableString().nullable(),
      createdAt: timestamp,
      deliveredAt: nullableTimestamp,
    }),
  ),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsAnswerSchema>;

/** PUT /api/notification-settings and POST /rotate-secret: the settings, with the signing secret when one was made (shown once). */
export const notificationSettingsSavedSchema = notificationSettingsAnswerSchema.extend({ secret: storableString().nullable() });

/** POST /api/notifications/claim: new toasts (at most 5), each answered once, and how many there were. */
export const claimedNotificationsSchema = z.object({ items: z.array(activityItemSchema), total: count });
