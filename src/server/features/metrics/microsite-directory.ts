import { inArray, sql } from "drizzle-orm";
import { isScheduled } from "@/shared/publication-window";
import type { Database } from "@/server/db/client";
import { microsites } from "@/server/db/schema";

export type TrackedMicrosite = {
  id: string;
  slug: string;
  campaignId: string;
  contactId: string;
  userId: string;
  published: boolean;
  /** When it goes live (a campaign's start date may be ahead); absent = as soon as published. */
  publishedAt?: Date | null;
  expiresAt: Date | null;
};

type Entry = { value: TrackedMicrosite | null; fetchedAt: number };

/** Published (completed with HTML), gone live and not past its expiry: the only pages that may record engagement. */
export function isLive(microsite: TrackedMicrosite, now = Date.now()): boolean {
  return microsite.published && !isScheduled(microsite.publishedAt ?? null, now) && (!microsite.expiresAt || microsite.expiresAt.getTime() > now);
}

/** At most this many slugs per lookup query. */
const LOOKUP_BATCH = 500;

/**
 * Slug -> microsite, cached: a busy page sends thousands of beacons and each must be checked against its microsite
 * without a query per hit. Misses arriving in the same turn of the event loop share ONE query (a campaign's
 * first wave of opens hits thousands of distinct slugs at once), and concurrent misses for one slug share its
 * lookup. A change to a microsite row (deleted, unpublished, expiry extended) drops its entry at once through
 * the database change notifications (`forget`/`clear`, wired with the public page cache); `ttlMs` is the
 * backstop. Expiry is re-checked per event.
 */
export class MicrositeDirectory {
  private readonly cache = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<TrackedMicrosite | null>>();
  private queued = new Map<string, { resolve: (value: TrackedMicrosite | null) => void; reject: (error: unknown) => void }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** The cached answer for `slug` without waiting: undefined when it is not known (or stale) and must be looked up. */
  peek(slug: string, now = Date.now()): TrackedMicrosite | null | undefined {
    const cached = this.cache.get(slug);
    return cached && now - cached.fetchedAt < this.ttlMs ? cached.value : undefined;
  }

  async find(slug: string, now = Date.now()): Promise<TrackedMicrosite | null> {
    const cached = this.cache.get(slug);
    if (cached && now - cached.fetchedAt < this.ttlMs) return cached.value;
    const pending = this.inFlight.get(slug);
    if (pending) return pending;
    const lookup = new Promise<TrackedMicrosite | null>((resolve, reject) => {
      if (this.queued.size === 0) setImmediate(() => void this.lookUpQueued());
      this.queued.set(slug, { resolve, reject });
    }).finally(() => this.inFlight.delete(slug));
    this.inFlight.set(slug, lookup);
    return lookup;
  }

  forget(slug: string) {
    this.cache.delete(slug);
  }

  clear() {
    this.cache.clear();
  }

  private async lookUpQueued() {
    const queued = [...this.queued];
    this.queued = new Map();
    for (let i = 0; i < queued.length; i += LOOKUP_BATCH) {
      const part = queued.slice(i, i + LOOKUP_BATCH);
      try {
        const found = await this.load(part.map(([slug]) => slug));
        for (const [slug, waiter] of part) {
          const value = found.get(slug) ?? null;
          this.remember(slug, value);
          waiter.resolve(value);
        }
      } catch (error) {
        for (const [, waiter] of part) waiter.reject(error);
      }
    }
  }

  private remember(slug: string, value: TrackedMicrosite | null) {
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(slug);
    this.cache.set(slug, { value, fetchedAt: Date.now() });
  }

  private async load(slugs: string[]): Promise<Map<string, TrackedMicrosite>> {
    const rows = await this.db
      .select({
        id: microsites.id,
        slug: microsites.slug,
        campaignId: microsites.campaignId,
        contactId: microsites.contactId,
        userId: microsites.userId,
        status: microsites.status,
        hasHtml: sql<boolean>`${microsites.htmlContent} is not null`,
        publishedAt: microsites.publishedAt,
        expiresAt: microsites.expiresAt,
      })
      .from(microsites)
      .where(inArray(microsites.slug, slugs));
    return new Map(
      rows.map(({ status, hasHtml, ...rest }) => [rest.slug, { ...rest, published: status === "completed" && hasHtml === true }]),
    );
  }
}
