import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** Takes one event from a key's budget: null when allowed, else the seconds until it has room again (Retry-After). */
export type BeaconLimit = (key: string) => Promise<number | null>;

/**
 * `perMinute` events per key and minute, with rate-limiter-flexible: on PostgreSQL in its store table
 * (metric_rate_limits), so every web process draws from one budget; a key out of budget is then refused from
 * memory until its window ends (no query per refused event), and a database hiccup falls back to a per-process
 * budget rather than refusing beacons. On the embedded database (one process) in memory.
 */
export function createBeaconLimit(perMinute: number, keyPrefix: string, pool?: pg.Pool): BeaconLimit {
  const memory = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix });
  const limiter: RateLimiterAbstract = pool
    ? new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "metric_rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: true,
        points: perMinute,
        duration: 60,
        keyPrefix,
        inMemoryBlockOnConsumed: perMinute,
        insuranceLimiter: memory,
      })
    : memory;
  return async (key) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  };
}
