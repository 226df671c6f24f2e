import type { Logger } from "pino";
import type { BotReason } from "../../../shared/bot-detection";
import type { MetricEvent } from "../../../shared/schemas/metrics";
import type { Database } from "../../db/client";
import type { EngagementFirst } from "../notifications/service";
import { CounterBuffer } from "./counter-buffer";
import { isLive, MicrositeDirectory } from "./microsite-directory";
import { VisitTracker } from "./visit-tracker";
import { writeCounterBatch, type KnownFirsts } from "./write-batch";

/** Microsites whose first view/click is known to be stored; beyond this many the oldest are forgotten (re-checked). */
const KNOWN_FIRSTS_LIMIT = 100_000;
/**
 * Between two writes at least `flushIntervalMs`, and at least this many times the last write's duration: the
 * embedded database runs on the event loop, so a slow write must not leave no time for the requests. Events
 * arriving meanwhile aggregate into the same counters, which makes the next write relatively cheaper.
 */
const WRITE_TIME_SHARE = 3;

export type IngestTiming = {
  /**
   * Write the buffer about this often... `null`: only when asked (`flush`, `settle`, `close`) or full, and held
   * visits resolve only on `settle`: tests that must know what is still buffered control the moment themselves.
   */
  flushIntervalMs?: number | null;
  /** ...or as soon as it holds this many distinct counters. */
  flushAtCounters?: number;
};

export type IngestOptions = IngestTiming & {
  micrositeBaseUrl: string;
  /** Called after a batch committed with microsites viewed/clicked for the first time. */
  onFirsts?: (firsts: EngagementFirst[]) => void;
};

/** Who sent a request: the visitor key (IP + user agent) and, when the request itself looks automated, why. */
export type RequestOrigin = { visitor: string; botReason: BotReason | null };

export type IngestStats = { accepted: number; written: number; buffered: number; pendingVisits: number; flushes: number; failedFlushes: number; writeMs: number; bots: Record<BotReason, number> };

/**
 * The write path of engagement metrics: validated beacons and served pages go through the visit tracker (bot
 * rules), into an in-memory buffer of daily counters, written every ~250 ms as one upsert batch. The HTTP answer
 * never waits for the database. `close()` resolves held visits and writes everything before the process exits.
 */
export function createMetricIngest(db: Database, logger: Logger, options: IngestOptions) {
  const { flushIntervalMs = 250, flushAtCounters = 5000 } = options;
  const directory = new MicrositeDirectory(db);
  const buffer = new CounterBuffer();
  const visits = new VisitTracker((event) => {
    buffer.add(event);
    if (buffer.size >= flushAtCounters && !flushing) flush().catch((error) => logger.error({ err: error }, "metric flush failed; will retry"));
  });
  const stats = { accepted: 0, written: 0, flushes: 0, failedFlushes: 0, writeMs: 0 };
  const knownFirsts = new Map<string, KnownFirsts>();
  let flushing: Promise<void> | null = null;
  let nextWriteAt = 0;
  let closed = false;

  function remember(known: Array<{ micrositeId: string } & KnownFirsts>) {
    for (const { micrositeId, viewed, clicked } of known) {
      knownFirsts.delete(micrositeId);
      knownFirsts.set(micrositeId, { viewed, clicked });
    }
    while (knownFirsts.size > KNOWN_FIRSTS_LIMIT) knownFirsts.delete(knownFirsts.keys().next().value as string);
  }

  async function writeOnce() {
    const batch = buffer.drain();
    if (batch.counters.length === 0 && batch.moments.length === 0) return;
    const started = performance.now();
    try {
      const result = await writeCounterBatch(db, batch, options.micrositeBaseUrl, (id) => knownFirsts.get(id));
      remember(result.known);
      stats.written += batch.events;
      stats.flushes += 1;
      if (result.firsts.length > 0) options.onFirsts?.(result.firsts);
    } catch (error) {
      stats.failedFlushes += 1;
      buffer.restore(batch); // written again at the next flush: accepted events are never dropped
      throw error;
    } finally {
      const took = performance.now() - started;
      stats.writeMs += took;
      nextWriteAt = Date.now() + Math.max(flushIntervalMs ?? 0, WRITE_TIME_SHARE * took);
    }
  }

  /** Writes what is buffered now; a call made during a write waits for it, then writes what came in meanwhile. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => {});
    if (buffer.size === 0 && buffer.events === 0) return;
    flushing = writeOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const tick =
    flushIntervalMs === null
      ? undefined
      : setInterval(() => {
          visits.sweep();
          const due = Date.now() >= nextWriteAt || buffer.size >= flushAtCounters;
          if (buffer.size > 0 && due && !flushing) flush().catch((error) => logger.error({ err: error }, "metric flush failed; will retry"));
        }, Math.min(flushIntervalMs, 100));
  tick?.unref();

  return {
    directory,

    /** A served public page (HTTP 200) at `slug`; resolves once it is tracked. */
    async pageServed(slug: string, origin: RequestOrigin, at = Date.now()) {
      if (closed) return;
      const microsite = await directory.find(slug, at);
      if (microsite && isLive(microsite, at)) visits.pageServed(microsite, origin.visitor, at, origin.botReason);
    },

    /**
     * A beacon: accepted only for a live microsite whose slug, campaign and contact all match. Answers "accepted"
     * once the event is buffered (its count is then guaranteed on a clean stop), else why it was refused.
     */
    async accept(event: MetricEvent, origin: RequestOrigin, at = Date.now()): Promise<"accepted" | "not-found" | "closed"> {
      if (closed) return "closed";
      const microsite = await directory.find(event.slug, at);
      if (!microsite || !isLive(microsite, at) || microsite.campaignId !== event.campaignId || microsite.contactId !== event.contactId) {
        return "not-found";
      }
      stats.accepted += 1;
      visits.beacon(microsite, origin.visitor, event.type, event.value, at, origin.botReason);
      return "accepted";
    },

    flush,

    /** Resolves every held visit (views count as human, unanswered page loads as no-JS bots), then writes. */
    async settle() {
      visits.settle();
      await flush();
    },

    stats(): IngestStats {
      return { ...stats, buffered: buffer.events, pendingVisits: visits.pending, bots: { ...visits.botTally } };
    },

    /** Clean stop: refuse new events, resolve visits, write everything (retrying a failing database a few times). */
    async close() {
      closed = true;
      clearInterval(tick);
      visits.settle();
      for (let attempt = 1; ; attempt++) {
        try {
          await flush();
          return;
        } catch (error) {
          if (attempt >= 5) {
            logger.error({ err: error, lost: buffer.events }, "could not write buffered metrics at shutdown");
            return;
          }
          await new Promise((r) => setTimeout(r, 200 * attempt));
        }
      }
    },
  };
}

export type MetricIngest = ReturnType<typeof createMetricIngest>;
