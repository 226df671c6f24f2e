import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { WEBHOOK_SIGNATURE_HEADER } from "@/shared/schemas/notifications";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { notificationSettings, webhookDeliveries } from "@/server/db/schema";
import { isSlackWebhook, slackText, visitSoFar } from "./slack-message";
import { postWebhook } from "./webhook-post";
import { signWebhook } from "./webhook-signature";

/** A receiver gets this long to answer one attempt. */
const TIMEOUT_MS = 10_000;

export type WebhookDeliveryDeps = {
  db: Database;
  logger: Logger;
  config: Pick<Config, "webhookAllowPrivateNetworks" | "slackWebhookHosts">;
};

type Delivery = { id: string; userId: string; event: string; payload: unknown; attempts: number };

/** A Slack incoming webhook gets a readable `{"text"}`; every other receiver the signed JSON event. */
async function request(db: Database, url: string, secret: string, delivery: Delivery, slackHosts: readonly string[]) {
  const common = { "content-type": "application/json", "user-agent": "Pitchsite-Webhooks/1.0", "x-pitchsite-event": delivery.event, "x-pitchsite-delivery": delivery.id };
  if (isSlackWebhook(url, slackHosts)) {
    const payload = delivery.payload as Parameters<typeof slackText>[1];
    const visit = await visitSoFar(db, payload.data?.microsite?.id);
    return { body: JSON.stringify({ text: slackText(delivery.event, payload, visit) }), headers: common };
  }
  const body = JSON.stringify(delivery.payload);
  return { body, headers: { ...common, [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)) } };
}

/**
 * One attempt at one outbox row (the deliver-webhook job's work). A delivery already settled (delivered, failed,
 * cancelled: a job repeated after a crash) is left alone. A failure is recorded on the row for the settings page and
 * thrown, so pg-boss retries the job with its backoff; on the last attempt (`lastAttempt`) the row is marked `failed`.
 */
export async function deliverWebhook(deps: WebhookDeliveryDeps, deliveryId: string, lastAttempt: boolean): Promise<void> {
  const { db, logger, config } = deps;
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")))
    .returning({ id: webhookDeliveries.id, userId: webhookDeliveries.userId, event: webhookDeliveries.event, payload: webhookDeliveries.payload, attempts: webhookDeliveries.attempts });
  if (!delivery) return;
  const [settings] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, delivery.userId)).limit(1);
  if (!settings?.webhookUrl || !settings.webhookSecret) {
    await db.update(webhookDeliveries).set({ status: "cancelled", lastError: "Webhook turned off" }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  let status: number | null = null;
  let error: string | null = null;
  try {
    const { body, headers } = await request(db, settings.webhookUrl, settings.webhookSecret, delivery, config.slackWebhookHosts);
    status = await postWebhook({ url: settings.webhookUrl, timeoutMs: TIMEOUT_MS, allowPrivateNetworks: config.webhookAllowPrivateNetworks, headers, body });
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  if (!error) {
    await db.update(webhookDeliveries).set({ status: "delivered", responseStatus: status, lastError: null, deliveredAt: new Date() }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  logger.warn({ deliveryId: delivery.id, attempts: delivery.attempts, error }, lastAttempt ? "webhook delivery failed for good" : "webhook delivery failed, will retry");
  await db
    .update(webhookDeliveries)
    .set({ status: lastAttempt ? "failed" : "pending", responseStatus: status, lastError: error.slice(0, 500) })
    .where(eq(webhookDeliveries.id, delivery.id));
  throw new Error(error);
}
