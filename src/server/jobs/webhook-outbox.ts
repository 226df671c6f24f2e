import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { WebhookEvent } from "@/shared/schemas/notifications";
import type { Database, Executor } from "../db/client";
import { queryRows } from "../db/rows";
import { campaigns, contacts, microsites, notificationSettings, webhookDeliveries } from "../db/schema";
import { deliverWebhookJob } from "./job-payloads";
import type { JobQueue } from "./queue";

/** A microsite viewed or clicked by a human for the first time. */
export type EngagementFirst = { event: WebhookEvent; micrositeId: string; userId: string; occurredAt: Date };

type Detail = {
  microsite_id: string;
  user_id: string;
  slug: string;
  url: string;
  campaign_id: string;
  campaign_name: string;
  contact_id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
};

/** The JSON a webhook receiver gets (documented in the README). */
export function webhookPayload(id: string, first: EngagementFirst, d: Detail) {
  return {
    id,
    type: first.event,
    created_at: new Date().toISOString(),
    data: {
      occurred_at: first.occurredAt.toISOString(),
      microsite: { id: d.microsite_id, slug: d.slug, url: d.url },
      campaign: { id: d.campaign_id, name: d.campaign_name },
      contact: { id: d.contact_id, email: d.email, first_name: d.first_name, last_name: d.last_name, company: d.company },
    },
  };
}

/** Where engagement webhooks go: the payload's page address, and the queue their deliver-webhook jobs are sent to. */
export type WebhookOutbox = { micrositeBaseUrl: string; queue: Pick<JobQueue, "sendInTransaction"> };

/**
 * Queues one delivery per first view/click for owners who set a webhook URL, inside the caller's transaction: the
 * event, its outbox row and the row's deliver-webhook job (under the row's id) commit together.
 */
export async function enqueueEngagementWebhooks(tx: Executor, firsts: EngagementFirst[], { micrositeBaseUrl, queue }: WebhookOutbox) {
  if (firsts.length === 0) return 0;
  const ids = [...new Set(firsts.map((f) => f.micrositeId))];
  const details = (await queryRows<Detail>(tx, sql`
      select m.id as microsite_id, m.user_id, m.slug,
        coalesce(m.public_url, ${micrositeBaseUrl} || '/' || m.slug) as url,
        c.id as campaign_id, c.name as campaign_name,
        k.id as contact_id, k.email, k.first_name, k.last_name, k.company
      from ${microsites} m
      join ${campaigns} c on c.id = m.campaign_id
      join ${contacts} k on k.id = m.contact_id
      join ${notificationSettings} s on s.user_id = m.user_id and s.webhook_url is not null
      where m.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)
    `));
  const byId = new Map(details.map((d) => [d.microsite_id, d]));
  const rows = firsts.flatMap((first) => {
    const detail = byId.get(first.micrositeId);
    if (!detail) return [];
    const id = randomUUID();
    return [{ id, user_id: detail.user_id, event: first.event, payload: webhookPayload(id, first, detail) }];
  });
  if (rows.length === 0) return 0;
  await tx.execute(sql`
    insert into ${webhookDeliveries} (id, user_id, event, payload)
    select v.id, v.user_id, v.event, v.payload
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, user_id text, event text, payload jsonb)
  `);
  await queue.sendInTransaction(tx, deliverWebhookJob, rows.map(({ id }) => ({ id, data: { deliveryId: id } })));
  return rows.length;
}

/**
 * A worker's start: pending deliveries without a job (written before webhooks were jobs) get one. A delivery's job
 * carries its id, so one still queued is not doubled.
 */
export async function queuePendingDeliveries(db: Database, queue: Pick<JobQueue, "boss">): Promise<void> {
  const pending = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
  if (pending.length > 0) await queue.boss.insert(deliverWebhookJob.name, pending.map(({ id }) => ({ id, data: { deliveryId: id } })));
}
