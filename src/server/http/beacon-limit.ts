import type pg from "pg";
import type { InProcessLoop } from "../process/in-process-loops";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

/** Takes one event from a key's budget: null when allowed, else the seconds until it has room again (Retry-After). */
/** `loops`: what the process must run for the limit (in-process-loops.ts). */
export type BeaconLimit = ((key: string) => Promise<number | null>) & { loops: InProcessLoop[] };

/** How often a process adds its events to the shared budgets (and learns what the others spent). */
const SYNC_INTERVAL_MS = 250;
const WINDOW_MS = 60_000;

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** On the embedded database (one process): rate-limiter-flexible's in-memory limiter, exact. */
function memoryLimit(perMinute: number, keyPrefix: string): BeaconLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: WINDOW_MS / 1000, keyPrefix });
  const limit = async (key: string) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return retryAfter(refusal.msBeforeNext);
      throw refusal;
    }
  };
  return Object.assign(limit, { loops: [] });
}

type Budget = { shared: number; pending: number; resetAt: number };

/**
 * On PostgreSQL: one budget per key for every web process, kept in rate-limiter-flexible's PostgreSQL store
 * (metric_rate_limits). A query per beacon would cap ingest at the database's round trips, so each process counts
 * locally and adds its events to the store every SYNC_INTERVAL_MS (`penalty`, one statement per key that saw
 * events), learning the others' spending at the same time. A key is refused once what is known (shared + not yet
 * added) reaches the limit: exact within one process, over by at most what the others sent within one interval.
 */
function sharedLimit(perMinute: number, keyPrefix: string, pool: pg.Pool): BeaconLimit {
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: "metric_rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: true,
    points: perMinute,
    duration: WINDOW_MS / 1000,
    keyPrefix,
  });
  const budgets = new Map<string, Budget>();
  // One sync at a time: the loop that runs it waits for the last one.
  async function sync() {
    const now = Date.now();
    await Promise.all(
      [...budgets].map(async ([key, budget]) => {
        if (budget.pending === 0) {
          if (budget.resetAt <= now) budgets.delete(key);
          return;
        }
        const sent = budget.pending;
        try {
          const res = await store.penalty(key, sent);
          budget.pending -= sent;
          budget.shared = res.consumedPoints;
          budget.resetAt = Date.now() + res.msBeforeNext;
        } catch {
          // The store is unreachable: the events stay pending (counted locally) and are added at the next sync.
        }
      }),
    );
  }
  const limit = async (key: string) => {
    const now = Date.now();
    let budget = budgets.get(key);
    if (!budget) budgets.set(key, (budget = { shared: 0, pending: 0, resetAt: now + WINDOW_MS }));
    else if (budget.resetAt <= now) Object.assign(budget, { shared: 0, resetAt: now + WINDOW_MS }); // the store's window ended too
    if (budget.shared + budget.pending >= perMinute) return retryAfter(budget.resetAt - now);
    budget.pending += 1;
    return null;
  };
  return Object.assign(limit, { loops: [{ name: `${keyPrefix} beacon limit sync`, everyMs: SYNC_INTERVAL_MS, run: sync }] });
}

/**
 * `perMinute` events per key and minute with rate-limiter-flexible: shared by every web process through its
 * PostgreSQL store when `pool` is given, in memory on the embedded database.
 */
export function createBeaconLimit(perMinute: number, keyPrefix: string, pool?: pg.Pool): BeaconLimit {
  return pool ? sharedLimit(perMinute, keyPrefix, pool) : memoryLimit(perMinute, keyPrefix);
}
