import type { Logger } from "pino";
import type { BotReason } from "@/shared/bot-detection";
import type { MetricEvent } from "@/shared/schemas/metrics";
import type { Database } from "@/server/db/client";
import { isConnectionLost } from "@/server/db/connection-lost";
import type { WebhookOutbox } from "../notifications/service";
import { CounterBuffer } from "./counter-buffer";
import { isLive, MicrositeDirectory, type TrackedMicrosite } from "./microsite-directory";
import { applyVisitorGroups, forgetIdleVisitors, KnownVisitorStates, resolveDueVisitors, VisitorRowRace, type OwnedEmit, type RememberState, type VisitorGroup } from "./visitor-store";
import type { VisitorInput } from "./visitor-state";
import { writeCounterBatch, type KnownFirsts } from "./write-batch";
import type { InProcessLoop } from "@/server/process/in-process-loops";

/** Microsites whose first view/click is known to be stored; beyond this many the oldest are forgotten (re-checked). */
const KNOWN_FIRSTS_LIMIT = 100_000;
/**
 * Between two writes at least `flushIntervalMs`, and at least this many times the last write's duration: the
 * embedded database runs on the event loop, so a slow write must not leave no time for the requests. Events
 * arriving meanwhile aggregate into the same batch, which makes the next write relatively cheaper.
 */
const WRITE_TIME_SHARE = 3;
/** With nothing new to write, held views and unanswered page loads are still decided about this often. */
const RESOLVE_INTERVAL_MS = 1000;
/** How often idle visitor rows are deleted. */
const FORGET_INTERVAL_MS = 3600_000;

export type IngestTiming = {
  /**
   * Write the buffer about this often... `null`: only when asked (`flush`, `settle`, `close`) or full: tests
   * that must know what is still buffered control the moment (and the clock) themselves.
   */
  flushIntervalMs?: number | null;
  /** ...or as soon as it holds this many distinct visitors. */
  flushAtCounters?: number;
};

export type IngestOptions = IngestTiming & {
  /** Where the webhooks of microsites viewed/clicked for the first time are queued (in the batch's transaction). */
  webhooks: WebhookOutbox;
  /**
   * No other process writes this database (the embedded one): visitor states this process wrote are kept in
   * memory and not read back, which halves the database work per event there.
   */
  soleWriter?: boolean;
};

/**
 * Who sent a request: the visitor key (a keyed hash of the client address), when the request itself looks
 * automated why, and for a beacon when its page was served (from the page-load token).
 */
export type RequestOrigin = { visitor: string; botReason: BotReason | null; servedAt?: number | null };

export type IngestStats = { accepted: number; written: number; buffered: number; flushes: number; failedFlushes: number; writeMs: number; bots: Record<BotReason, number> };

/**
 * The write path of engagement metrics. Served pages and validated beacons are collected in memory per visitor
 * and written every ~250 ms in one transaction: the visitors' shared state (metric_visitors) is locked and moved
 * on by the visit rules (visitor-state.ts), and what that counts goes into the daily counters. The state lives in
 * the database, so any number of web processes count exactly what one would. The HTTP answer never waits for the
 * database; `close()` writes everything before the process exits.
 */
export function createMetricIngest(db: Database, logger: Logger, options: IngestOptions) {
  const { flushIntervalMs = 250, flushAtCounters = 5000 } = options;
  const directory = new MicrositeDirectory(db);
  let groups = new Map<string, VisitorGroup>();
  let bufferedInputs = 0;
  const stats = { accepted: 0, written: 0, flushes: 0, failedFlushes: 0, writeMs: 0 };
  const bots: Record<BotReason, number> = { "user-agent": 0, prefetch: 0, "no-js": 0, "sub-second-visit": 0, "instant-click": 0 };
  const knownFirsts = new Map<string, KnownFirsts>();
  const knownStates = options.soleWriter ? new KnownVisitorStates() : undefined;
  let flushing: Promise<void> | null = null;
  let nextWriteAt = 0;
  let lastResolveAt = 0;
  let closed = false;

  function collect(microsite: TrackedMicrosite, visitor: string, input: VisitorInput) {
    const key = `${microsite.id}\n${visitor}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { microsite, visitor, inputs: [] }));
    group.inputs.push(input);
    bufferedInputs += 1;
    if (groups.size >= flushAtCounters && !flushing) flush().catch((error) => logger.error({ err: error }, "metric flush failed; will retry"));
  }

  /** A page load; loads in a row from one visitor become one input (all the visit rules need is how many, and when). */
  function collectLoad(microsite: TrackedMicrosite, visitor: string, at: number) {
    const last = groups.get(`${microsite.id}\n${visitor}`)?.inputs.at(-1);
    if (last?.kind !== "load") return collect(microsite, visitor, { kind: "load", at });
    last.count = (last.count ?? 1) + 1;
    last.at = Math.max(last.at, at);
    bufferedInputs += 1;
  }

  /** Puts inputs whose write failed back in front of what arrived meanwhile, so nothing accepted is lost. */
  function restore(batch: Map<string, VisitorGroup>, inputs: number) {
    for (const [key, group] of groups) {
      const earlier = batch.get(key);
      if (earlier) earlier.inputs.push(...group.inputs);
      else batch.set(key, group);
    }
    groups = batch;
    bufferedInputs += inputs;
  }

  function remember(known: Array<{ micrositeId: string } & KnownFirsts>) {
    for (const { micrositeId, viewed, clicked } of known) {
      knownFirsts.delete(micrositeId);
      knownFirsts.set(micrositeId, { viewed, clicked });
    }
    while (knownFirsts.size > KNOWN_FIRSTS_LIMIT) knownFirsts.delete(knownFirsts.keys().next().value as string);
  }

  /** One transaction: the collected inputs, then what time decides at `now`. Returns how many visitors time resolved. */
  async function writeOnce(now: number): Promise<number> {
    const batch = groups;
    const inputs = bufferedInputs;
    groups = new Map();
    bufferedInputs = 0;
    const started = performance.now();
    const tally: BotReason[] = [];
    const written: Array<Parameters<RememberState>> = [];
    const rememberState: RememberState | undefined = knownStates ? (...state) => written.push(state) : undefined;
    try {
      const { result, resolved } = await db.transaction(async (tx) => {
        written.length = 0;
        const counters = new CounterBuffer();
        const emit: OwnedEmit = (microsite, count) => {
          counters.add({ microsite, ...count });
          if (count.reason) tally.push(count.reason);
        };
        await applyVisitorGroups(tx, [...batch.values()], emit, knownStates, rememberState);
        const resolved = await resolveDueVisitors(tx, now, emit, rememberState);
        const result = await writeCounterBatch(tx, counters.drain(), options.webhooks, (id) => knownFirsts.get(id));
        return { result, resolved };
      });
      for (const [micrositeId, visitor, state, owner] of written) knownStates?.set(micrositeId, visitor, state, owner);
      remember(result.known);
      for (const reason of tally) bots[reason] += 1;
      stats.written += inputs;
      stats.flushes += 1;
      lastResolveAt = Date.now();
      return resolved;
    } catch (error) {
      stats.failedFlushes += 1;
      restore(batch, inputs);
      throw error;
    } finally {
      const took = performance.now() - started;
      stats.writeMs += took;
      nextWriteAt = Date.now() + Math.max(flushIntervalMs ?? 0, WRITE_TIME_SHARE * took);
    }
  }

  /**
   * Writes what is collected now and decides what is due at `now`; a call made during a write waits for it, then
   * writes what came in meanwhile. `now` = +Infinity decides every held view and unanswered load (tests, benches).
   */
  async function flush(now = Date.now()): Promise<void> {
    while (flushing) await flushing.catch(() => {});
    const write = async (): Promise<number> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await writeOnce(now);
        } catch (error) {
          // The batch is back in the buffer, so writing it again is safe when two processes created the same visitor
          // row at once, or the connection was lost (a rolled-back transaction counted nothing).
          if (!(error instanceof VisitorRowRace || isConnectionLost(error)) || attempt >= 5) throw error;
        }
      }
    };
    const run = (async () => {
      while ((await write()) > 0 || groups.size > 0) {
        if (Number.isFinite(now)) break; // a backlog of due visitors is worked off by the next writes
      }
    })();
    flushing = run.finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** What this process must run for its buffer (in-process-loops.ts); none when the caller controls the writes. */
  const loops: InProcessLoop[] =
    flushIntervalMs === null
      ? []
      : [
          {
            name: "metric flush",
            everyMs: Math.min(flushIntervalMs, 100),
            run: async () => {
              const now = Date.now();
              const due = (groups.size > 0 && now >= nextWriteAt) || groups.size >= flushAtCounters || now - lastResolveAt >= RESOLVE_INTERVAL_MS;
              if (due && !flushing && !closed) await flush(now).catch((error) => logger.error({ err: error }, "metric flush failed; will retry"));
            },
          },
          {
            name: "idle visitor clean-up",
            everyMs: FORGET_INTERVAL_MS,
            // Rows deleted here would otherwise live on in the known states (harmlessly, but not as the table is).
            run: () => forgetIdleVisitors(db, Date.now()).then(() => knownStates?.clear()).catch((error) => logger.warn({ err: error }, "could not delete idle visitor rows")),
          },
        ];

  return {
    directory,
    loops,

    /** A served public page (HTTP 200/304) at `slug`; resolves once it is collected. */
    async pageServed(slug: string, origin: RequestOrigin, at = Date.now()) {
      if (closed) return;
      const microsite = await directory.find(slug, at);
      if (microsite && isLive(microsite, at)) collectLoad(microsite, origin.visitor, at);
    },

    /**
     * pageServed without a promise when the microsite is already known (every view of a busy page after the
     * first): the hottest path of the server pays no allocation for it. Returns false when the caller must use
     * pageServed (not known yet); true when the load was collected or is not to be counted.
     */
    pageServedKnown(slug: string, origin: RequestOrigin, at = Date.now()): boolean {
      if (closed) return true;
      const microsite = directory.peek(slug, at);
      if (microsite === undefined) return false;
      if (microsite && isLive(microsite, at)) collectLoad(microsite, origin.visitor, at);
      return true;
    },

    /**
     * A beacon: accepted only for a live microsite whose slug, campaign and contact all match. Answers "accepted"
     * once the event is collected (it is then written even on a clean stop), else why it was refused.
     */
    async accept(event: MetricEvent, origin: RequestOrigin, at = Date.now()): Promise<"accepted" | "not-found" | "closed"> {
      if (closed) return "closed";
      const microsite = await directory.find(event.slug, at);
      if (!microsite || !isLive(microsite, at) || microsite.campaignId !== event.campaignId || microsite.contactId !== event.contactId) {
        return "not-found";
      }
      stats.accepted += 1;
      const bot = origin.botReason;
      if (event.type === "view") collect(microsite, origin.visitor, { kind: "view", at, bot });
      else if (event.type === "click") collect(microsite, origin.visitor, { kind: "click", at, bot, servedAt: origin.servedAt ?? null });
      else collect(microsite, origin.visitor, { kind: "seconds", at, bot, value: event.value ?? 0 });
      return "accepted";
    },

    flush,

    /** Writes everything and decides every held view and unanswered page load now (tests, benches, tools). */
    settle: () => flush(Number.POSITIVE_INFINITY),

    stats(): IngestStats {
      return { ...stats, buffered: bufferedInputs, bots: { ...bots } };
    },

    /**
     * Clean stop: refuse new events and write everything collected (retrying a failing database a few times).
     * Held views stay held in the database: another process, or this one after a restart, decides them in time.
     */
    async close() {
      closed = true;
      for (let attempt = 1; ; attempt++) {
        try {
          await flush();
          return;
        } catch (error) {
          if (attempt >= 5) {
            logger.error({ err: error, lost: bufferedInputs }, "could not write buffered metrics at shutdown");
            return;
          }
          await new Promise((r) => setTimeout(r, 200 * attempt));
        }
      }
    },
  };
}

export type MetricIngest = ReturnType<typeof createMetricIngest>;
