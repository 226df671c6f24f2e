import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { WEBHOOK_SIGNATURE_HEADER } from "../../../shared/schemas/notifications";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { notificationSettings, webhookDeliveries } from "../../db/schema";
import { isSlackWebhook, slackText, visitSoFar } from "./slack-message";
import { postWebhook } from "./webhook-post";
import { signWebhook } from "./webhook-signature";

/**
 * Retry policy of outgoing webhooks (one place):
 * - attempt n failing (network error, timeout, non-2xx) is retried after retryBaseMs x 2^(n-1), capped at 6 h;
 * - after maxAttempts the delivery is marked `failed` and kept for the settings page;
 * - a claimed delivery is locked for lockMs, so a crashed sender's work is picked up again, and several
 *   processes can send from the same outbox (SKIP LOCKED).
 */
export type WebhookDispatcherOptions = {
  retryBaseMs?: number;
  maxAttempts?: number;
  timeoutMs?: number;
  pollMs?: number;
  batchSize?: number;
  lockMs?: number;
  /** Let webhooks reach loopback and private-network addresses (config WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks?: boolean;
  /** Hosts of Slack incoming webhooks (config SLACK_WEBHOOK_HOSTS): these get `{"text"}` instead of signed JSON. */
  slackHosts?: readonly string[];
};

const MAX_BACKOFF_MS = 6 * 3600_000;

type Claimed = { id: string; user_id: string; event: string; payload: unknown; attempts: number };

export type WebhookDispatcher = {
  start(): void;
  /** Look for due deliveries now (after new ones were queued) instead of at the next poll. */
  kick(): void;
  /** Sends every delivery due now; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export function createWebhookDispatcher(db: Database, logger: Logger, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const { retryBaseMs = 10_000, maxAttempts = 8, timeoutMs = 10_000, pollMs = 2000, batchSize = 20, lockMs = 60_000, allowPrivateNetworks = false, slackHosts = ["hooks.slack.com"] } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      await db.execute(sql`
        update webhook_deliveries d set locked_until = now() + ${`${lockMs} milliseconds`}::interval, attempts = d.attempts + 1
        where d.id in (
          select id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at limit ${batchSize} for update skip locked)
        returning d.id, d.user_id, d.event, d.payload, d.attempts
      `),
    );
  }

  /** A Slack incoming webhook gets a readable `{"text"}`; every other receiver the signed JSON event. */
  async function request(url: string, secret: string, delivery: Claimed) {
    const common = { "content-type": "application/json", "user-agent": "Pitchsite-Webhooks/1.0", "x-pitchsite-event": delivery.event, "x-pitchsite-delivery": delivery.id };
    if (isSlackWebhook(url, slackHosts)) {
      const payload = delivery.payload as Parameters<typeof slackText>[1];
      const visit = await visitSoFar(db, payload.data?.microsite?.id);
      return { body: JSON.stringify({ text: slackText(delivery.event, payload, visit) }), headers: common };
    }
    const body = JSON.stringify(delivery.payload);
    return { body, headers: { ...common, [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)) } };
  }

  async function send(delivery: Claimed) {
    const [settings] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, delivery.user_id)).limit(1);
    if (!settings?.webhookUrl || !settings.webhookSecret) {
      await db.update(webhookDeliveries).set({ status: "cancelled", lockedUntil: null, lastError: "Webhook turned off" }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    let status: number | null = null;
    let error: string | null = null;
    try {
      const { body, headers } = await request(settings.webhookUrl, settings.webhookSecret, delivery);
      status = await postWebhook({ url: settings.webhookUrl, timeoutMs, allowPrivateNetworks, headers, body });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (!error) {
      await db.update(webhookDeliveries).set({ status: "delivered", responseStatus: status, lockedUntil: null, lastError: null, deliveredAt: new Date() }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const failed = delivery.attempts >= maxAttempts;
    const delay = Math.min(retryBaseMs * 2 ** (delivery.attempts - 1), MAX_BACKOFF_MS);
    logger.warn({ deliveryId: delivery.id, attempts: delivery.attempts, error }, failed ? "webhook delivery failed for good" : "webhook delivery failed, will retry");
    await db
      .update(webhookDeliveries)
      .set({ status: failed ? "failed" : "pending", responseStatus: status, lastError: error.slice(0, 500), lockedUntil: null, nextAttemptAt: new Date(Date.now() + delay) })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  async function drainDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) return attempted;
      attempted += claimed.length;
      await Promise.all(claimed.map((d) => send(d).catch((e) => logger.error({ err: e, deliveryId: d.id }, "webhook send crashed"))));
      if (stopped) return attempted;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainDue()
      .catch((e) => {
        logger.error({ err: e }, "webhook dispatcher failed");
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
    },
    kick: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
