/**
 * The knobs of the job machinery that tests tune. Tests pass shorter delays through
 * `JobSettingsOverrides`; production runs these defaults (and WEBHOOK_RETRY_BASE_MS for `webhooks`).
 */
export const DEFAULT_JOB_SETTINGS = {
  // The generate-microsite queue and its workers.
  generate: {
    // pg-boss retries a job whose handler reported a retryable provider failure (the SDK already retried
    // 429/5xx a few times inside the attempt). 3 retries with exponential backoff from 10 s, capped at
    // 2 min, ride out a provider outage of a few minutes before the microsite is marked `error`.
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 120,
    // A worker that dies stops heartbeating; after this many seconds pg-boss hands its jobs to another
    // worker (the claim token is the job id, so the retry may take the microsite over).
    heartbeatSeconds: 30,
    // Hard ceiling for one batch: a provider timeout (60 s) x SDK retries fits well inside.
    expireInSeconds: 15 * 60,
    // Finished jobs are kept a day for inspection, then pg-boss deletes them.
    deleteAfterSeconds: 24 * 60 * 60,
    // Built-in writer: big batches amortise queue overhead (~40 jobs/s with 1, ~2,000/s with 50 + burst).
    builtinBatchSize: 50,
    // Network provider: batches of AI_MAX_CONCURRENCY, two in flight, keep the rate governor supplied.
    localConcurrency: 2,
    pollingIntervalSeconds: 1,
    // With LISTEN/NOTIFY active a poll is only a safety net.
    notifyPollingIntervalSeconds: 5,
    // While a batch is in flight its runs are checked this often: a run stopped from another process has its requests
    // aborted within this delay (Stop in this process aborts them at once).
    stopCheckMs: 500,
  },
  boss: {
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
  },
  // Every worker heartbeats in worker_processes; one silent this long (or whose pid is gone from this machine) is
  // dead, and a live worker takes its pages over (at its start, and in the take-over-dead-workers job every minute).
  registry: {
    heartbeatSeconds: 2,
    deadAfterSeconds: 6,
  },
  sweep: {
    // A run whose jobs were not enqueued this long after launch (crash between commit and enqueue) is enqueued again.
    outboxGraceSeconds: 60,
    // A claim older than this belongs to a job pg-boss gave up on; the microsite is released and re-queued.
    staleClaimMinutes: 30,
  },
  webhooks: {
    // The first retry of a failed webhook delivery; pg-boss counts whole seconds.
    retryDelaySeconds: 10,
  },
};

export type JobSettings = { [K in keyof typeof DEFAULT_JOB_SETTINGS]: (typeof DEFAULT_JOB_SETTINGS)[K] };

export type JobSettingsOverrides = { [K in keyof JobSettings]?: Partial<JobSettings[K]> };

export function resolveJobSettings(overrides: JobSettingsOverrides = {}): JobSettings {
  return {
    generate: { ...DEFAULT_JOB_SETTINGS.generate, ...overrides.generate },
    boss: { ...DEFAULT_JOB_SETTINGS.boss, ...overrides.boss },
    registry: { ...DEFAULT_JOB_SETTINGS.registry, ...overrides.registry },
    sweep: { ...DEFAULT_JOB_SETTINGS.sweep, ...overrides.sweep },
    webhooks: { ...DEFAULT_JOB_SETTINGS.webhooks, ...overrides.webhooks },
  };
}
