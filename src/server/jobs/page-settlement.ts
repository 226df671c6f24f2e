import type { PageUsage } from "../db/schema/ai-usage";
import type { Database, Executor } from "../db/client";
import { isConnectionLost } from "../db/connection-lost";
import type { QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { holdsAnyClaim, markMicrositesFailed, publishMicrosites, releaseClaims, type ClaimedMicrosite } from "./microsite-claims";
import { settleDrafts } from "./microsite-drafts";
import { recordPageUsage } from "./page-usage";

/** A page's end in its batch: published, held or failed for good, back to the queue for a retry, or given back unwritten. */
export type PageSettlement = {
  published?: Parameters<typeof publishMicrosites>[1][number];
  failed?: { message: string; quality?: QualityReport; content?: MicrositeContent };
  retry?: { message: string };
  /** Given back unwritten (Stop, shutdown, the batch out of time): its job ends; `requeue` gives it a new job. */
  given?: { message: string | null; requeue: boolean };
  usage: PageUsage;
};

// A lost connection is retried at once this many times: failing the batch instead would spend a retry of every job in
// it and throw away answers already paid for.
const SETTLE_ATTEMPTS = 5;

/**
 * Runs a settling transaction, again on a new connection when the one it ran on was lost (the server then rolled it
 * back). A connection lost at COMMIT may have committed it: then none of its claims is held any more, and it is not
 * written twice (its usage would be).
 */
async function settleOnce(db: Database, claimed: ClaimedMicrosite[], write: (tx: Executor) => Promise<string[]>): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (!isConnectionLost(error) || attempt >= SETTLE_ATTEMPTS) throw error;
      if (!(await holdsAnyClaim(db, claimed))) return [];
    }
  }
}

/**
 * Settles pages in one transaction: a page is never published without what it cost, nor its cost recorded without its
 * outcome (a crash or a failed write leaves the pages as they were, their paid answers kept in drafts for the retry).
 * An AI page settles alone the moment it is written, so progress moves page by page; the built-in writer's pages,
 * written in microseconds, settle a batch at a time. Returns the ids published.
 */
export async function settlePages(db: Database, model: string, pages: Array<{ m: ClaimedMicrosite; settlement: PageSettlement }>, keepsDrafts: boolean): Promise<string[]> {
  const published = pages.flatMap(({ settlement }) => (settlement.published ? [settlement.published] : []));
  const failed = pages.flatMap(({ m, settlement: { failed } }) => (failed ? [{ id: m.id, token: m.token, ...failed }] : []));
  const released = pages.flatMap(({ m, settlement: { retry, given } }) => (retry ?? given ? [{ id: m.id, token: m.token, message: (retry ?? given)!.message }] : []));
  return settleOnce(
    db,
    pages.map((p) => p.m),
    async (tx) => {
      const ids = await publishMicrosites(tx, published);
      await markMicrositesFailed(tx, failed);
      await releaseClaims(tx, released);
      await recordPageUsage(tx, model, pages.map(({ m, settlement }) => ({ m, outcome: settlement })));
      if (keepsDrafts) await settleDrafts(tx, [...ids, ...failed.map((f) => f.id)], released.map((r) => r.id));
      return ids;
    },
  );
}
