type Bucket = { tokens: number; updatedAt: number };

/**
 * In-memory token buckets (one per key): `capacity` events at once, refilled at `capacity` per minute.
 * Per process, which is what a public beacon endpoint needs: it caps what one address or one page can cost us.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    private readonly capacity: number,
    private readonly maxKeys = 100_000,
  ) {
    this.refillPerMs = capacity / 60_000;
  }

  /** Takes one token; false when the key is out of tokens. */
  take(key: string, now = Date.now()): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evict(now);
      bucket = { tokens: this.capacity, updatedAt: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
      bucket.updatedAt = now;
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Seconds until one token is back for this key (for Retry-After). */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.tokens >= 1) return 0;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000));
  }

  get size() {
    return this.buckets.size;
  }

  /** Full buckets carry no state worth keeping; if none is full, the oldest entries go (Map keeps insertion order). */
  private evict(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys * 0.9) break;
      this.buckets.delete(key);
    }
  }
}
