import type { Logger } from "pino";
import type pg from "pg";
import { GATE_RATE_LIMITS } from "@/shared/schemas/access";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { JobQueue } from "@/server/jobs/queue";
import { createMetricIngest, type IngestTiming } from "./ingest";
import { createBeaconLimit } from "@/server/http/beacon-limit";
import { createVisitorKeys } from "./visitor-key";
import { createVisitTokens } from "./visit-token";

/**
 * The long-lived parts of engagement tracking, built once per process: the ingest buffer, the rate limits of
 * the public beacon endpoint (shared through PostgreSQL when `pool` is given), the visitor keys and page-load
 * tokens (derived from the auth secret, so every process of one deployment agrees). The webhooks of first views
 * and clicks are queued as deliver-webhook jobs in the ingest's transactions.
 * `close()` belongs in the shutdown path (before the database closes) so no accepted event is lost on a clean stop.
 */
export function createMetricsRuntime(db: Database, logger: Logger, config: Config, queue: JobQueue, timing: IngestTiming = {}, pool?: pg.Pool) {
  // Without a pool this is the embedded database, which only this process opens (data-directory lock).
  const ingest = createMetricIngest(db, logger, { ...timing, webhooks: { micrositeBaseUrl: config.micrositeBaseUrl, queue }, soleWriter: pool === undefined });
  const limits = {
    perVisitor: createBeaconLimit(config.metricRateLimits.perIp, "visitor", pool),
    perMicrosite: createBeaconLimit(config.metricRateLimits.perMicrosite, "microsite", pool),
    /** The access gate's form posts (issue 27): tries per client address, and per page whoever sends them. */
    gatePerVisitor: createBeaconLimit(GATE_RATE_LIMITS.perAddress, "gate-visitor", pool),
    gatePerPage: createBeaconLimit(GATE_RATE_LIMITS.perPage, "gate-page", pool),
  };
  return {
    ingest,
    limits,
    visitorKey: createVisitorKeys(config.authSecret),
    visitTokens: createVisitTokens(config.authSecret),
    /**
     * What the microsite change listener should invalidate: the given page cache and our slug directory, so a
     * deleted, unpublished or re-dated microsite stops (or resumes) counting at once in every process.
     */
    invalidationTarget(pageCache: { invalidate(slug: string): void; clear(): void }) {
      return {
        invalidate(slug: string) {
          pageCache.invalidate(slug);
          ingest.directory.forget(slug);
        },
        clear() {
          pageCache.clear();
          ingest.directory.clear();
        },
      };
    },
    async close() {
      await ingest.close();
    },
  };
}

export type MetricsRuntime = ReturnType<typeof createMetricsRuntime>;
