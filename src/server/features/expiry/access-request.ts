import { sql } from "drizzle-orm";
import { toIsoDate } from "@/shared/analytics";
import { personalSql, type Scope } from "@/server/db/owner";
import type { Database } from "@/server/db/client";
import { accessRequests, campaigns } from "@/server/db/schema";
import { enqueueEngagementWebhooks, type WebhookOutbox } from "@/server/jobs/webhook-outbox";
import type { ExpiredMicrosite } from "./expired-page";

/**
 * Records "Request a new link" from one visitor (keyed hash of the client address) on an expired page: at most
 * once per page, visitor and UTC day (the table's unique key, so every web process agrees). A new request and its
 * `microsite.access_requested` webhook commit together (outbox). Answers whether it was new: a repeat changes nothing.
 */
export async function requestNewLink(db: Database, page: ExpiredMicrosite, visitor: string, webhooks: WebhookOutbox, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accessRequests)
      .values({ micrositeId: page.id, userId: page.userId, campaignId: page.campaignId, contactId: page.contactId, visitor, requestDay: toIsoDate(now), requestedAt: now })
      .onConflictDoNothing({ target: [accessRequests.micrositeId, accessRequests.visitor, accessRequests.requestDay] })
      .returning({ id: accessRequests.id });
    if (inserted.length === 0) return false;
    await enqueueEngagementWebhooks(tx, [{ event: "microsite.access_requested", micrositeId: page.id, userId: page.userId, occurredAt: now }], webhooks);
    return true;
  });
}

/**
 * Marks the caller's not yet announced requests in the active workspace as announced and answers their ids (each
 * is toasted once; another workspace's wait until the caller works there).
 */
export async function claimAccessRequests(db: Database, scope: Scope, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(accessRequests)
    .set({ notifiedAt: now })
    .where(
      sql`${accessRequests.userId} = ${scope.userId} and ${accessRequests.notifiedAt} is null
        and ${accessRequests.campaignId} in (select c.id from ${campaigns} c where ${personalSql("c", scope)})`,
    )
    .returning({ id: accessRequests.id });
  return rows.map((r) => r.id);
}
