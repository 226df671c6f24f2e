import path from "node:path";
import type { Logger } from "pino";
import { createAiProvider } from "./ai/create-provider";
import type { AiProvider } from "./ai/provider";
import { createAuth } from "./auth/auth";
import { createMailer } from "./mail/mailer";
import type { Config } from "./config";
import { openPglite, openPostgres, type DatabaseHandle } from "./db/client";
import { lockDataDir } from "./db/data-dir-lock";
import { runMigrations } from "./db/migrate";
import type { IngestTiming } from "./features/metrics/ingest";
import { createMetricsRuntime, type MetricsRuntime } from "./features/metrics/runtime";
import { moveTeamFilesToWorkspaces } from "./features/uploads/move-team-files";
import { listenForMicrositeChanges } from "./features/public-site/change-listener";
import { createPageCache } from "./features/public-site/page-cache";
import type { AppDeps } from "./features/deps";
import { resolveJobSettings, type JobSettingsOverrides } from "./jobs/job-settings";
import { createJobQueue } from "./jobs/queue";
import { createDiskGuard, type DiskGuard } from "./disk/disk-guard";
import { createBeaconLimit, type BeaconLimit } from "./http/beacon-limit";
import type { FreeSpaceProbe } from "./disk/disk-space";
import { startLoops, type InProcessLoop } from "./process/in-process-loops";
import { createStorage } from "./storage/create-storage";
import { jobDefinitions } from "./job-worker/definitions/all";

/** The pool attaches the whole client (config, type tables, buffers) to the error: a line per lost connection needs only why. */
const idleErrorFields = (err: Error & { code?: string }) => ({ code: err.code, reason: err.message });

export type Services = { deps: AppDeps; handle: DatabaseHandle; close: () => Promise<void> };

/** What a caller may put in place of the configured parts; the tests use these, the processes none. */
export type ServiceOverrides = {
  /**
   * An open database instead of the one the config names (tests: in-memory PGlite or a scratch PostgreSQL
   * database); migrated like any other and closed by `close()`. `url` is its address for the job queue.
   */
  database?: DatabaseHandle & { url?: string };
  jobSettings?: JobSettingsOverrides;
  ai?: AiProvider;
  metrics?: IngestTiming;
  /** Free space of DATA_DIR as the disk guard sees it (tests: a stub). */
  diskProbe?: FreeSpaceProbe;
};

/** config -> lock -> database -> migrations -> storage -> auth -> queue: what the web process, a worker and the tests need. */
export async function startServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<Services> {
  // The lock guards the embedded database's files, which a given database does not use.
  const releaseLock = config.databaseUrl || overrides.database ? () => {} : lockDataDir(config.dataDir);
  // Only the embedded database and fs storage grow DATA_DIR; with PostgreSQL and S3 its disk is not ours to guard.
  const guarded = (!config.databaseUrl && !overrides.database) || config.storage.driver === "fs";
  const disk = guarded ? createDiskGuard({ dir: config.dataDir, threshold: config.diskMinFree, probe: overrides.diskProbe, logger }) : null;
  try {
    await disk?.assertRoomToStart();
    const handle =
      overrides.database ??
      (config.databaseUrl ? openPostgres(config.databaseUrl, { onIdleError: (err) => logger.warn(idleErrorFields(err), "lost an idle database connection; the pool opens a new one") }) : await openPglite(path.join(config.dataDir, "db")));
    await runMigrations(handle);
    const storage = createStorage(config);
    // Team logos stored in their uploader's folder before they belonged to the workspace (a no-op once moved). Best
    // effort: an unmoved logo is still served where it is, and the next start resumes the move.
    await moveTeamFilesToWorkspaces({ db: handle.db, storage, logger }).catch((err: unknown) => logger.error({ err }, "moving team logos to their workspace folders failed; retried at the next start"));
    const auth = createAuth(handle.db, config);
    const mailer = createMailer(config.mail);
    const queue = createJobQueue(handle, { connectionString: overrides.database ? overrides.database.url : config.databaseUrl, settings: resolveJobSettings({ webhooks: { retryDelaySeconds: Math.ceil(config.webhookRetryBaseMs / 1000) }, ...overrides.jobSettings }), logger, queues: jobDefinitions });
    await queue.start();
    const pageCache = createPageCache();
    const sharedPool = handle.kind === "postgres" ? handle.pool : undefined;
    const metrics = createMetricsRuntime(handle.db, logger, config, queue, overrides.metrics, sharedPool);
    const apiKeyLimit = createBeaconLimit(config.apiKeyRateLimit, "api_key", sharedPool);
    const stopListening = await listenForMicrositeChanges(handle, metrics.invalidationTarget(pageCache), logger);
    const ai = overrides.ai ?? createAiProvider(config, undefined, logger);
    const deps: AppDeps = { db: handle.db, auth, config, storage, logger, queue, ai, pageCache, metrics, disk, mailer, apiKeyLimit };
    const loops = startLoops(processLoops({ metrics, disk, apiKeyLimit }), logger);
    return {
      deps,
      handle,
      close: async () => {
        await loops.stop();
        await metrics.close(); // buffered metric events are written before the database closes
        await stopListening();
        await queue.stop({ graceful: true });
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Every loop a process runs for itself. Each is per process by nature: what it holds in memory, the disk it writes
 * to, its own liveness. Work shared by the deployment (sweeps, clean-ups, database maintenance, webhook deliveries)
 * is a pg-boss job in job-worker/definitions instead; a worker's heartbeat is started with its registration
 * (jobs/worker-registry.ts). Started by startServices (web processes, workers, tests alike).
 */
function processLoops({ metrics, disk, apiKeyLimit }: { metrics: MetricsRuntime; disk: DiskGuard | null; apiKeyLimit: BeaconLimit }): InProcessLoop[] {
  return [
    // Engagement events collected in this process's memory are written when due (see IngestTiming), idle visitors forgotten.
    ...metrics.ingest.loops,
    // On PostgreSQL each web process counts beacons locally and adds them to the shared rate-limit budgets.
    ...metrics.limits.perVisitor.loops,
    ...metrics.limits.perMicrosite.loops,
    ...metrics.limits.gatePerVisitor.loops,
    ...metrics.limits.gatePerPage.loops,
    // API keys' requests, counted the same way: a key's budget is one for the deployment, not one per web process.
    ...apiKeyLimit.loops,
    // The free space of the disk this process writes to: generation pauses, uploads answer 507, while it is low.
    ...(disk ? [disk.loop] : []),
  ];
}
