import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createWebhookDispatcher } from "../notifications/service";
import { createMetricIngest, type IngestTiming } from "./ingest";
import { TokenBuckets } from "./rate-limit";

/**
 * The long-lived parts of engagement tracking, built once per process: the ingest buffer, the rate limiters of
 * the public beacon endpoint and the webhook sender. `close()` belongs in the shutdown path (before the database
 * closes) so no accepted event is lost on a clean stop.
 */
export function createMetricsRuntime(db: Database, logger: Logger, config: Config, timing: IngestTiming = {}) {
  const webhooks = createWebhookDispatcher(db, logger, { retryBaseMs: config.webhookRetryBaseMs, allowPrivateNetworks: config.webhookAllowPrivateNetworks });
  const ingest = createMetricIngest(db, logger, { ...timing, micrositeBaseUrl: config.micrositeBaseUrl, onFirsts: () => webhooks.kick() });
  const limits = {
    perIp: new TokenBuckets(config.metricRateLimits.perIp),
    perMicrosite: new TokenBuckets(config.metricRateLimits.perMicrosite),
  };
  webhooks.start();
  return {
    ingest,
    webhooks,
    limits,
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
      await webhooks.stop();
    },
  };
}

export type MetricsRuntime = ReturnType<typeof createMetricsRuntime>;
