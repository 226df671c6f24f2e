import { eq, sql } from "drizzle-orm";
import { normalizeMicrositeStatus } from "../../../shared/microsite-status";
import type { Database } from "../../db/client";
import { microsites } from "../../db/schema";

export type TrackedMicrosite = {
  id: string;
  slug: string;
  campaignId: string;
  contactId: string;
  userId: string;
  published: boolean;
  expiresAt: Date | null;
};

type Entry = { value: TrackedMicrosite | null; fetchedAt: number };

/** Published (completed with HTML) and not past its expiry: the only pages that may record engagement. */
export function isLive(microsite: TrackedMicrosite, now = Date.now()): boolean {
  return microsite.published && (!microsite.expiresAt || microsite.expiresAt.getTime() > now);
}

/**
 * Slug -> microsite, cached: a busy page sends thousands of beacons and each must be checked against its microsite
 * without a query per hit. Concurrent misses for one slug share a single query. A change to a microsite row
 * (deleted, unpublished, expiry extended) drops its entry at once through the database change notifications
 * (`forget`/`clear`, wired with the public page cache); `ttlMs` is the backstop. Expiry is re-checked per event.
 */
export class MicrositeDirectory {
  private readonly cache = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<TrackedMicrosite | null>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {}

  async find(slug: string, now = Date.now()): Promise<TrackedMicrosite | null> {
    const cached = this.cache.get(slug);
    if (cached && now - cached.fetchedAt < this.ttlMs) return cached.value;
    const pending = this.inFlight.get(slug);
    if (pending) return pending;
    const query = this.load(slug)
      .then((value) => {
        if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
        this.cache.delete(slug);
        this.cache.set(slug, { value, fetchedAt: Date.now() });
        return value;
      })
      .finally(() => this.inFlight.delete(slug));
    this.inFlight.set(slug, query);
    return query;
  }

  forget(slug: string) {
    this.cache.delete(slug);
  }

  clear() {
    this.cache.clear();
  }

  private async load(slug: string): Promise<TrackedMicrosite | null> {
    const [row] = await this.db
      .select({
        id: microsites.id,
        slug: microsites.slug,
        campaignId: microsites.campaignId,
        contactId: microsites.contactId,
        userId: microsites.userId,
        status: microsites.status,
        hasHtml: sql<boolean>`${microsites.htmlContent} is not null`,
        expiresAt: microsites.expiresAt,
      })
      .from(microsites)
      .where(eq(microsites.slug, slug))
      .limit(1);
    if (!row) return null;
    const { status, hasHtml, ...rest } = row;
    return { ...rest, published: normalizeMicrositeStatus(status) === "completed" && hasHtml === true };
  }
}
