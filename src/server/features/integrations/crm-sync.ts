import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { crmConnections, crmContactLinks, crmSyncEvents } from "@/server/db/schema";
import { CrmError } from "./crm-error";
import type { CrmTimelineEntry, CrmWriter } from "./crm-writer";
import { changedLinkSnapshots, needsWrite, type LinkSnapshot } from "./engagement-snapshot";
import { findConnectionById, type StoredConnection } from "./connections";

/** Links handled per run; a bigger backlog continues in the next run at once. */
const LINKS_PER_RUN = 1000;
/**
 * An engagement write commits within this long of its transaction's start (its updated_at): the watermark stays this
 * far behind the snapshot, so a write committing during a run is seen by the next one.
 */
const WRITE_WINDOW_MS = 30_000;

export type CrmSyncOutcome = {
  written: number;
  entries: number;
  failed: number;
  /** The CRM asked to wait (429): the next run starts no earlier than this many seconds. */
  retryAfterSeconds: number | null;
  /** Links are left for the next run (backlog). */
  more: boolean;
};

export type CrmSyncDeps = { db: Database; micrositeBaseUrl: string; writerFor: (connection: StoredConnection) => CrmWriter };

const NOTHING: CrmSyncOutcome = { written: 0, entries: 0, failed: 0, retryAfterSeconds: null, more: false };

/**
 * One sync run of a connection: the changed links' values in batched writes, then each due timeline entry once.
 * A 429 pauses the connection until Retry-After and answers the delay (the job reschedules); a 5xx or network
 * failure is recorded on the links and thrown, so the job retries with backoff; a refused token or scope, or a record
 * the CRM rejects, is recorded as the reason and waits for the rep.
 */
export async function syncConnection(deps: CrmSyncDeps, connectionId: string, now = new Date()): Promise<CrmSyncOutcome> {
  const { db } = deps;
  const connection = await findConnectionById(db, connectionId);
  if (!connection) return NOTHING;
  if (connection.pausedUntil && connection.pausedUntil > now) return { ...NOTHING, retryAfterSeconds: Math.ceil((connection.pausedUntil.getTime() - now.getTime()) / 1000) };
  const [{ read_at: readAt }] = (await queryRows<{ read_at: string | Date }>(db, sql`select now() as read_at`));
  const watermark = new Date(new Date(readAt).getTime() - WRITE_WINDOW_MS);
  const snapshots = await changedLinkSnapshots(db, connection.id, deps.micrositeBaseUrl, LINKS_PER_RUN);
  if (snapshots.length === 0) return NOTHING;
  const writer = deps.writerFor(connection);
  const outcome: CrmSyncOutcome = { ...NOTHING, more: snapshots.length === LINKS_PER_RUN };
  // A failure is recorded on the links it concerns only; the others keep their state and stay candidates.
  const fail = async (error: unknown, concerned: LinkSnapshot[]): Promise<CrmSyncOutcome> => {
    const crmError = error instanceof CrmError ? error : null;
    await markFailed(db, concerned, crmError?.message ?? "The sync failed; it will be tried again", now);
    if (crmError?.kind === "rate_limited") {
      const seconds = crmError.retryAfterSeconds ?? 10;
      await db.update(crmConnections).set({ pausedUntil: new Date(now.getTime() + seconds * 1000) }).where(eq(crmConnections.id, connection.id));
      return { ...outcome, failed: outcome.failed + concerned.length, retryAfterSeconds: seconds };
    }
    if (!crmError || crmError.retryable) throw error;
    return { ...outcome, failed: outcome.failed + concerned.length };
  };

  const toWrite = snapshots.filter(needsWrite);
  if (toWrite.length > 0) {
    try {
      if (!connection.schemaReadyAt) {
        await writer.ensureSchema();
        await db.update(crmConnections).set({ schemaReadyAt: now }).where(eq(crmConnections.id, connection.id));
      }
      await writer.writeValues(toWrite.map((s) => ({ remoteId: s.remoteId, remoteType: s.remoteType, values: s.values })));
    } catch (error) {
      return fail(error, toWrite);
    }
    for (const s of toWrite) await db.update(crmContactLinks).set({ syncedValues: s.values }).where(eq(crmContactLinks.id, s.linkId));
    outcome.written = toWrite.length;
  }
  const synced: string[] = [];
  try {
    for (const snapshot of snapshots) {
      try {
        outcome.entries += await addDueEntries(db, writer, snapshot);
        synced.push(snapshot.linkId);
      } catch (error) {
        if (!(error instanceof CrmError && error.kind === "rejected")) return await fail(error, [snapshot]);
        outcome.failed += 1;
        await markFailed(db, [snapshot], error.message, now);
      }
    }
    return outcome;
  } finally {
    await markSynced(db, synced, now, watermark);
  }
}

/**
 * Each due entry once: its row is claimed before the CRM call and completed with the CRM's id after it. A row found
 * without an id is an earlier attempt whose outcome is unknown (an error after the CRM created it): the entry is
 * looked up by its marker before creating it again.
 */
async function addDueEntries(db: Database, writer: CrmWriter, snapshot: LinkSnapshot): Promise<number> {
  if (snapshot.events.length === 0) return 0;
  const recorded = await db
    .select({ id: crmSyncEvents.id, eventKey: crmSyncEvents.eventKey, remoteId: crmSyncEvents.remoteId })
    .from(crmSyncEvents)
    .where(and(eq(crmSyncEvents.linkId, snapshot.linkId), inArray(crmSyncEvents.eventKey, snapshot.events.map((e) => e.eventKey))));
  const byKey = new Map(recorded.map((r) => [r.eventKey, r]));
  let added = 0;
  for (const event of snapshot.events) {
    const earlier = byKey.get(event.eventKey);
    if (earlier?.remoteId) continue;
    const id =
      earlier?.id ??
      (await db.insert(crmSyncEvents).values({ linkId: snapshot.linkId, kind: event.kind, eventKey: event.eventKey, occurredAt: event.occurredAt }).returning({ id: crmSyncEvents.id }))[0].id;
    const entry: CrmTimelineEntry = { remoteId: snapshot.remoteId, remoteType: snapshot.remoteType, kind: event.kind, occurredAt: event.occurredAt, pageUrl: snapshot.values.pageUrl, marker: `pitchsite-${id}` };
    const remoteId = (earlier ? await writer.findEntry(entry) : null) ?? (await writer.createEntry(entry));
    await db.update(crmSyncEvents).set({ remoteId }).where(eq(crmSyncEvents.id, id));
    added += 1;
  }
  return added;
}

/** Written through `watermark`; a "Sync again" asked after `now` keeps its mark for the next run. */
async function markSynced(db: Database, linkIds: string[], now: Date, watermark: Date) {
  if (linkIds.length === 0) return;
  await db.update(crmContactLinks).set({ syncedAt: now, syncError: null, watermarkAt: watermark }).where(inArray(crmContactLinks.id, linkIds));
  await db.update(crmContactLinks).set({ dirtyAt: null }).where(and(inArray(crmContactLinks.id, linkIds), lte(crmContactLinks.dirtyAt, now)));
}

/** The reason shown in the contact's row; the link stays a candidate (dirty) for the next run. */
async function markFailed(db: Database, snapshots: LinkSnapshot[], reason: string, now: Date) {
  if (snapshots.length === 0) return;
  await db
    .update(crmContactLinks)
    .set({ syncError: reason, dirtyAt: now })
    .where(inArray(crmContactLinks.id, snapshots.map((s) => s.linkId)));
}

/** "Sync again": the link's values are written again and its missing entries added at the next run. */
export async function requestResync(db: Database, workspaceId: string, contactId: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(crmContactLinks)
    .set({ dirtyAt: now, syncedValues: null })
    .where(and(eq(crmContactLinks.workspaceId, workspaceId), eq(crmContactLinks.contactId, contactId)))
    .returning({ connectionId: crmContactLinks.connectionId });
  return [...new Set(rows.map((r) => r.connectionId))];
}
