import { claimNewViewers } from "../access/service";
import { desc, eq } from "drizzle-orm";
import type { CLAIM_SCOPES, NotificationSettingsInput } from "@/shared/schemas/notifications";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { notificationSettings, user, webhookDeliveries } from "@/server/db/schema";
import { APPROVAL_EVENT_KINDS } from "@/shared/activity";
import { claimApprovalNotices } from "../approvals/service";
import { listActivity, type ActivityItem } from "../dashboard/service";
import { claimAccessRequests } from "../expiry/service";
import { generateWebhookSecret } from "./webhook-signature";
import type { NotificationSettingsView } from "@/shared/schemas/notification-answers";

export { enqueueEngagementWebhooks, type EngagementFirst, type WebhookOutbox } from "@/server/jobs/webhook-outbox";

export type { NotificationSettingsView };

async function findSettings(db: Database, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? null;
}

export async function getNotificationSettings(db: Database, userId: string): Promise<NotificationSettingsView> {
  const row = await findSettings(db, userId);
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(10);
  return {
    webhookUrl: row?.webhookUrl ?? null,
    secretHint: row?.webhookSecret ? row.webhookSecret.slice(-4) : null,
    recentDeliveries: deliveries.map((d) => ({
      id: d.id,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      responseStatus: d.responseStatus,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Saves the webhook URL (empty = off). A signing secret is generated the first time a URL is set and returned in
 * this one answer only (`secret`); later saves keep it. `rotateSecret` replaces it.
 */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  input: NotificationSettingsInput,
  options: { rotateSecret?: boolean } = {},
): Promise<NotificationSettingsView & { secret: string | null }> {
  const existing = await findSettings(db, userId);
  const webhookUrl = input.webhookUrl === "" ? null : input.webhookUrl;
  const needsSecret = webhookUrl !== null && (!existing?.webhookSecret || options.rotateSecret === true);
  const secret = needsSecret ? generateWebhookSecret() : null;
  const values = { webhookUrl, ...(secret ? { webhookSecret: secret } : {}) };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
  return { ...(await getNotificationSettings(db, userId)), secret };
}

type ClaimScope = (typeof CLAIM_SCOPES)[number];

export const ENGAGEMENT_KINDS = ["microsite_viewed", "cta_clicked"] as const;
/** Views are written a few seconds after they happen (bot hold + batching): the mark stays this far behind now. */
const WRITE_LAG_MS = 10_000;

/**
 * New "Request a new link" requests, and the prospects' first views and CTA clicks since the owner last came back (first visit: since sign-up), and moves
 * the mark forward: each one is announced once, as a toast on the next visit. The window ends WRITE_LAG_MS ago, so
 * an engagement still being written is announced next time instead of being skipped.
 */
export async function claimNewEngagement(db: Database, caller: Scope, now = new Date(), scope: ClaimScope = "all"): Promise<{ items: ActivityItem[]; total: number }> {
  if (scope === "requests") return claimNewAccessRequests(db, caller, now);
  const { userId } = caller;
  const existing = await findSettings(db, userId);
  let since = existing?.activitySeenAt ?? null;
  if (!since) {
    const [owner] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId)).limit(1);
    since = owner?.createdAt ?? new Date(0);
  }
  const requests = await claimNewAccessRequests(db, caller, now);
  const until = new Date(now.getTime() - WRITE_LAG_MS);
  if (until <= since) return requests;
  const result = await listActivity(db, caller, { limit: 5, since, until, kinds: ENGAGEMENT_KINDS });
  await db
    .insert(notificationSettings)
    .values({ userId, activitySeenAt: until })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { activitySeenAt: until } });
  return { items: [...requests.items, ...result.items].slice(0, 5), total: requests.total + result.total };
}

/**
 * "Request a new link" and approval notices (pages wait, pages approved or rejected) are written at once (no bot hold,
 * no batching), so each is claimed by its own mark (notified_at) without the write lag: the open app toasts it at its
 * next claim.
 */
async function claimNewAccessRequests(db: Database, caller: Scope, now: Date): Promise<{ items: ActivityItem[]; total: number }> {
  const ids = [...(await claimAccessRequests(db, caller, now)), ...(await claimApprovalNotices(db, caller, now)), ...(await claimNewViewers(db, caller, now))];
  if (ids.length === 0) return { items: [], total: 0 };
  return listActivity(db, caller, { limit: 5, kinds: ["access_requested", "new_viewer", ...APPROVAL_EVENT_KINDS], ids });
}
