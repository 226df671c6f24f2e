import type { Logger } from "pino";
import type { AiProvider } from "../ai/provider";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { BeaconLimit } from "../http/beacon-limit";
import type { DiskGuard } from "../disk/disk-guard";
import type { JobQueue } from "../jobs/queue";
import type { Mailer } from "../mail/mailer";
import type { Storage } from "../storage/storage";
import type { MetricsRuntime } from "./metrics/runtime";
import type { PageCache } from "./public-site/page-cache";

/** Everything a route needs, built once at start and passed in (no module-level singletons). */
export type AppDeps = {
  db: Database;
  auth: Auth;
  config: Config;
  storage: Storage;
  logger: Logger;
  /** Durable job queue (pg-boss): routes enqueue generation work, workers take it. */
  queue: JobQueue;
  /** The configured writer: OpenAI-compatible provider, or the built-in writer without a key. */
  ai: AiProvider;
  /** Public microsite pages held in memory, invalidated by database notifications. */
  pageCache: PageCache;
  /** Engagement ingest buffer, beacon rate limits and webhook sender (flushed by `close` at shutdown). */
  metrics: MetricsRuntime;
  /** Free space of DATA_DIR when the embedded database or fs storage writes there; null when nothing local grows. */
  disk: DiskGuard | null;
  /** SMTP when SMTP_URL is set (invitations), else null. */
  mailer: Mailer | null;
  /** Requests per API key and minute (API_KEY_RATE_LIMIT): one budget for every web process on PostgreSQL. */
  apiKeyLimit: BeaconLimit;
};
