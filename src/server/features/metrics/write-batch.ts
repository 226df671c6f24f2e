import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { enqueueEngagementWebhooks, type EngagementFirst, type WebhookOutbox } from "../notifications/service";
import type { CounterBatch, EngagementMoments } from "./counter-buffer";
import { campaignMetrics, micrositeEngagement, microsites } from "@/server/db/schema";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Which firsts of a microsite are already stored (so its later views only move "last viewed"). */
export type KnownFirsts = { viewed: boolean; clicked: boolean };

export type BatchResult = {
  firsts: EngagementFirst[];
  /** What is now known to be stored, per microsite of the batch, for the caller's cache. */
  known: Array<{ micrositeId: string } & KnownFirsts>;
};

/**
 * Writes one drained buffer inside the caller's transaction: the daily counters as ONE multi-row upsert-increment, the
 * first/last view and click moments, and a webhook outbox row for each microsite viewed or clicked for the first
 * time. Rows travel as one JSON parameter (jsonb_to_recordset), so the statement never depends on the batch size.
 * Counters of a microsite deleted meanwhile are dropped instead of failing the batch on a foreign key.
 * Microsites whose firsts are known (`knownFirsts`) skip the first-detection and only move their "last" times.
 */
export async function writeCounterBatch(
  tx: Executor,
  batch: CounterBatch,
  webhooks: WebhookOutbox,
  knownFirsts: (micrositeId: string) => KnownFirsts | undefined = () => undefined,
): Promise<BatchResult> {
  if (batch.counters.length === 0 && batch.moments.length === 0) return { firsts: [], known: [] };
  const needsFirstCheck = (m: EngagementMoments) => {
    const known = knownFirsts(m.micrositeId);
    return !known || (m.firstViewedAt !== null && !known.viewed) || (m.firstClickedAt !== null && !known.clicked);
  };
  const fresh = batch.moments.filter(needsFirstCheck);
  const lastOnly = batch.moments.filter((m) => !needsFirstCheck(m));
  if (batch.counters.length > 0) await upsertCounters(tx, batch);
  if (lastOnly.length > 0) await updateMoments(tx, lastOnly);
  if (fresh.length === 0) return { firsts: [], known: [] };
  const result = await recordFirsts(tx, fresh);
  await enqueueEngagementWebhooks(tx, result.firsts, webhooks);
  return result;
}

async function upsertCounters(tx: Executor, batch: CounterBatch) {
  const rows = batch.counters.map((c) => ({
    campaign_id: c.campaignId,
    contact_id: c.contactId,
    metric_type: c.metricType,
    metric_date: c.metricDate,
    source: c.source,
    value: c.value,
    samples: c.samples,
    recorded_at: iso(c.recordedAt),
  }));
  await tx.execute(sql`
    insert into ${campaignMetrics} (campaign_id, contact_id, metric_type, metric_date, source, value, samples, recorded_at)
    select v.campaign_id, v.contact_id, v.metric_type, v.metric_date, v.source, v.value, v.samples, v.recorded_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      campaign_id uuid, contact_id uuid, metric_type text, metric_date date, source text,
      value double precision, samples bigint, recorded_at timestamptz)
    where exists (select 1 from ${microsites} m where m.campaign_id = v.campaign_id and m.contact_id = v.contact_id)
    on conflict on constraint campaign_metrics_counter_unique do update set
      value = ${campaignMetrics.value} + excluded.value,
      samples = ${campaignMetrics.samples} + excluded.samples,
      recorded_at = greatest(${campaignMetrics.recordedAt}, excluded.recorded_at)
  `);
}

/** The moments as a recordset `v`, ordered by microsite id (a fixed lock order: concurrent writers cannot deadlock). */
function momentsRecordset(moments: EngagementMoments[]) {
  const json = JSON.stringify(
    [...moments]
      .sort((a, b) => a.micrositeId.localeCompare(b.micrositeId))
      .map((m) => ({
        microsite_id: m.micrositeId,
        user_id: m.userId,
        campaign_id: m.campaignId,
        contact_id: m.contactId,
        first_viewed_at: iso(m.firstViewedAt),
        last_viewed_at: iso(m.lastViewedAt),
        first_clicked_at: iso(m.firstClickedAt),
        last_clicked_at: iso(m.lastClickedAt),
      })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) as v(
    microsite_id uuid, user_id text, campaign_id uuid, contact_id uuid,
    first_viewed_at timestamptz, last_viewed_at timestamptz, first_clicked_at timestamptz, last_clicked_at timestamptz)`;
}

async function updateMoments(tx: Executor, moments: EngagementMoments[]) {
  await tx.execute(sql`
    update ${micrositeEngagement} e set
      first_viewed_at = least(e.first_viewed_at, v.first_viewed_at),
      last_viewed_at = greatest(e.last_viewed_at, v.last_viewed_at),
      first_clicked_at = least(e.first_clicked_at, v.first_clicked_at),
      last_clicked_at = greatest(e.last_clicked_at, v.last_clicked_at),
      updated_at = now()
    from ${momentsRecordset(moments)}
    where e.microsite_id = v.microsite_id
  `);
}

type PreviousMoments = { microsite_id: string; first_viewed_at: unknown; first_clicked_at: unknown };

/**
 * Makes sure each engagement row exists, locks them and reads the previous firsts before updating: a concurrent
 * writer's first view is seen here (after its commit), so each "first" is announced once.
 */
async function recordFirsts(tx: Executor, moments: EngagementMoments[]): Promise<BatchResult> {
  const recordset = momentsRecordset(moments);
  await tx.execute(sql`
    insert into ${micrositeEngagement} (microsite_id, user_id, campaign_id, contact_id)
    select v.microsite_id, v.user_id, v.campaign_id, v.contact_id from ${recordset}
    where exists (select 1 from ${microsites} m where m.id = v.microsite_id)
    on conflict (microsite_id) do nothing
  `);
  const previous = await queryRows<PreviousMoments>(tx, sql`
      select e.microsite_id, e.first_viewed_at, e.first_clicked_at from ${micrositeEngagement} e
      where e.microsite_id in (select v.microsite_id from ${recordset})
      order by e.microsite_id for update
    `);
  await updateMoments(tx, moments);

  const byId = new Map(moments.map((m) => [m.micrositeId, m]));
  const result: BatchResult = { firsts: [], known: [] };
  for (const row of previous) {
    const m = byId.get(row.microsite_id);
    if (!m) continue;
    const firstView = row.first_viewed_at === null && m.firstViewedAt !== null;
    const firstClick = row.first_clicked_at === null && m.firstClickedAt !== null;
    if (firstView) result.firsts.push({ event: "microsite.viewed", micrositeId: m.micrositeId, userId: m.userId, occurredAt: new Date(m.firstViewedAt!) });
    if (firstClick) result.firsts.push({ event: "microsite.clicked", micrositeId: m.micrositeId, userId: m.userId, occurredAt: new Date(m.firstClickedAt!) });
    result.known.push({
      micrositeId: m.micrositeId,
      viewed: row.first_viewed_at !== null || m.firstViewedAt !== null,
      clicked: row.first_clicked_at !== null || m.firstClickedAt !== null,
    });
  }
  return result;
}
