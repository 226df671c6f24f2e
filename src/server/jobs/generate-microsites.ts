import type { JobResult, JobWithMetadata } from "pg-boss";
import type { Logger } from "pino";
import type { GenerationInput } from "../page-input/generation-input";
import type { AiProvider } from "../ai/provider";
import type { PageUsage } from "../db/schema/ai-usage";
import { createUsageMeter, GenerationError } from "../ai/provider";
import type { Config } from "../config";
import type { Database, Executor } from "../db/client";
import { isConnectionLost } from "../db/connection-lost";
import { writeCheckedPage } from "../quality/checked-write";
import { createImageChecker, type ImageChecker } from "../quality/stored-images";
import type { QualityReport } from "../../shared/quality";
import type { MicrositeContent } from "../../shared/schemas/microsite-content";
import { renderMicrositeHtml } from "../render/render-microsite";
import type { Storage } from "../storage/storage";
import { generateMicrositeJob } from "./definitions";
import { contactView, type CampaignContext, type ContactRow, type ContextLoader } from "./generation-context";
import { holdsAnyClaim, claimMicrosites, markMicrositesFailed, markRunsStarted, publishMicrosites, releaseClaims, type ClaimedMicrosite, type PublishedPage } from "./microsite-claims";
import { finalizeRuns } from "./run-finalizer";
import { draftKeepingWriter, loadDrafts, settleDrafts, type KeptDrafts } from "./microsite-drafts";
import { recordPageUsage } from "./page-usage";
import type { Mailer } from "../mail/mailer";
import { recordPagesWaiting } from "../notices/approval-notices";
import type { JobQueue } from "./queue";
import { watchStoppedRuns } from "./stopped-runs";
import type { StopReason } from "./work-cancellation";

export const MICROSITES_BUCKET = "microsites";

/** Kept on a page given back to the queue unwritten (its requests in flight were aborted). */
const STOPPED_MESSAGE: Record<StopReason, string> = {
  "run-stopped": "Stopped before it was written",
  shutdown: "Interrupted by a shutdown; queued again",
};

export type GenerateDeps = {
  db: Database;
  storage: Storage;
  ai: AiProvider;
  config: Pick<Config, "appUrl" | "micrositeBaseUrl" | "aiModel">;
  logger: Logger;
  contexts: ContextLoader;
  staleClaimMinutes: number;
  /** This process in worker_processes: claims name it, so another worker can take them over if it dies. */
  workerId: string | null;
  /** Emails the admins when pages wait for them (null or absent: no SMTP_URL, the activity feed and toasts only). */
  mailer?: Mailer | null;
  /** Re-queues pages a shutdown interrupted; its `work` aborts pages of stopped runs and at shutdown. */
  queue: Pick<JobQueue, "enqueueGeneration" | "work" | "settings">;
};

type Outcome = ({ ok: true; page: PublishedPage } | { ok: false; error: GenerationError; quality?: QualityReport; content?: MicrositeContent; stopped?: StopReason }) & { usage: PageUsage };

/**
 * The writer's input for one contact's page, the same for a launch, a preview and an edit. Its seed is the
 * campaign and contact (a microsite is unique per pair), so the built-in writer's preview is the page the launch
 * writes, and a retry writes the same page.
 */
export function pageGenerationInput(context: CampaignContext, row: ContactRow, campaignId: string): GenerationInput {
  const { personalizationFields, ...shared } = context;
  return { seed: `${campaignId}:${row.id}`, contact: contactView(row, personalizationFields), ...shared };
}

export const micrositeStorageKey = (m: Pick<ClaimedMicrosite, "user_id" | "campaign_id" | "slug">) => `${m.user_id}/${m.campaign_id}/${m.slug}.html`;

/** Writes, renders and stores one claimed microsite. Never throws: a failure comes back as an outcome. */
async function produce(deps: GenerateDeps, m: ClaimedMicrosite, contacts: Map<string, ContactRow>, images: ImageChecker, drafts: Map<string, KeptDrafts> | null, signal: AbortSignal): Promise<Outcome> {
  const meter = createUsageMeter();
  const { usage } = meter;
  try {
    const loaded = await deps.contexts.loaded(m.campaign_id);
    if (!loaded) throw new GenerationError("The campaign no longer exists", false);
    const { context, writtenWith } = loaded;
    const row = contacts.get(m.contact_id);
    if (!row) throw new GenerationError("The contact no longer exists", false);
    const generation = pageGenerationInput(context, row, m.campaign_id);
    const tracking = { campaignId: m.campaign_id, contactId: m.contact_id, slug: m.slug };
    const written = await writeCheckedPage(
      // A paid provider's answers are kept as they arrive; the built-in writer is free and deterministic, nothing to keep.
      { writer: drafts ? draftKeepingWriter(deps.db, deps.ai, m, drafts.get(m.id)) : deps.ai, images, judge: deps.ai.judge?.bind(deps.ai) },
      generation,
      (content, input) => renderMicrositeHtml({ generation: input, content, tracking }),
      signal,
      meter,
    );
    // A page that still fails a blocker after its re-write is held, not retried: the same inputs fail the same way.
    // Its draft is kept: the rep can edit it into shape, or an admin publish it past a warning (issue 24 item 4).
    if (!written.ok) return { ok: false, error: new GenerationError(written.reason, false), quality: written.page.quality, content: written.page.content, usage };
    const { content, html, quality } = written.page;
    const storageKey = micrositeStorageKey(m);
    await deps.storage.put(MICROSITES_BUCKET, storageKey, html, "text/html; charset=utf-8");
    return {
      ok: true,
      usage,
      page: {
        id: m.id,
        token: m.token,
        html,
        content,
        quality,
        storageKey,
        publicUrl: `${deps.config.micrositeBaseUrl}/${m.slug}`,
        previewUrl: `${deps.config.appUrl}/site/${m.slug}`,
        writtenWith,
      },
    };
  } catch (error) {
    const stopped = deps.queue.work.stopReason(m.run_id, signal);
    if (stopped) return { ok: false, usage, stopped, error: new GenerationError(STOPPED_MESSAGE[stopped], false) };
    return { ok: false, usage, error: error instanceof GenerationError ? error : new GenerationError(`Generation failed: ${(error as Error).message}`, true) };
  }
}

// A lost connection is retried at once this many times: failing the batch instead would spend a retry of every job in
// it and throw away answers already paid for.
const SETTLE_ATTEMPTS = 5;

/**
 * Runs the batch's settling transaction, again on a new connection when the one it ran on was lost (the server then
 * rolled it back). A connection lost at COMMIT may have committed it: then the batch holds none of its claims any
 * more, and it is not written twice (its usage would be).
 */
async function settleOnce(db: Database, claimed: ClaimedMicrosite[], write: (tx: Executor) => Promise<string[]>): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (!isConnectionLost(error) || attempt >= SETTLE_ATTEMPTS) throw error;
      if (!(await holdsAnyClaim(db, claimed))) return [];
    }
  }
}

/**
 * The generate-microsite batch handler: claim, generate concurrently (the provider's rate governor decides how many
 * requests run at once), publish and record what each page cost in one transaction, settle each job. A retryable failure with retries left
 * releases the microsite and fails the job so pg-boss retries it with backoff; otherwise the
 * microsite is marked `error` with the reason.
 */
export async function handleGenerateBatch(deps: GenerateDeps, jobs: Array<JobWithMetadata<unknown>>): Promise<JobResult[]> {
  const results = new Map<string, JobResult>();
  const valid: Array<{ micrositeId: string; token: string }> = [];
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  for (const job of jobs) {
    const payload = generateMicrositeJob.schema.safeParse(job.data);
    if (payload.success) valid.push({ micrositeId: payload.data.micrositeId, token: job.id });
    else results.set(job.id, { id: job.id, status: "deadletter", output: { error: "Invalid payload" } });
  }

  const claimed = await claimMicrosites(deps.db, valid, deps.staleClaimMinutes, deps.workerId);
  const runIds = [...new Set(claimed.map((m) => m.run_id))];
  await markRunsStarted(deps.db, runIds);

  const contacts = await deps.contexts.contacts(claimed);
  const images = createImageChecker(deps.storage);
  const drafts = deps.ai.kind === "builtin" ? null : await loadDrafts(deps.db, claimed);
  const stopWatching = watchStoppedRuns(deps.db, runIds, deps.queue.work, deps.queue.settings.generate.stopCheckMs, deps.logger);
  const outcomes = await Promise.all(
    claimed.map(async (m) => {
      const lease = deps.queue.work.forRun(m.run_id);
      try {
        return { m, outcome: await produce(deps, m, contacts, images, drafts, lease.signal) };
      } finally {
        lease.done();
      }
    }),
  ).finally(stopWatching);
  const pages = outcomes.flatMap(({ outcome }) => (outcome.ok ? [outcome.page] : []));

  const finalFailures: Array<{ id: string; token: string; message: string; quality?: QualityReport; content?: MicrositeContent }> = [];
  const retries: typeof finalFailures = [];
  // Stopped pages go back to pending unwritten and their jobs end: a stopped run needs them no more, and the
  // pages a shutdown interrupted get new jobs below (a failed job would spend one of their retries).
  const stopped: Array<typeof finalFailures[number] & { reason: StopReason }> = [];
  for (const { m, outcome } of outcomes) {
    if (outcome.ok) continue;
    if (outcome.stopped) {
      stopped.push({ id: m.id, token: m.token, message: outcome.error.message, reason: outcome.stopped });
      continue;
    }
    const job = jobById.get(m.token)!;
    const canRetry = outcome.error.retryable && job.retryCount < job.retryLimit;
    (canRetry ? retries : finalFailures).push({ id: m.id, token: m.token, message: outcome.error.message, quality: outcome.quality, content: outcome.content });
    if (canRetry) results.set(job.id, { id: job.id, status: "failed", output: { error: outcome.error.message } });
  }
  // One transaction: a page is never published without what it cost, nor its cost recorded without its outcome
  // (a crash or a failed write leaves the batch as it was, its paid answers kept in drafts for the retry).
  const published = await settleOnce(deps.db, claimed, async (tx) => {
    const ids = await publishMicrosites(tx, pages);
    await markMicrositesFailed(tx, finalFailures);
    await releaseClaims(tx, [...retries, ...stopped]);
    await recordPageUsage(tx, deps.config.aiModel, outcomes);
    if (drafts) await settleDrafts(tx, [...ids, ...finalFailures.map((f) => f.id)], [...retries, ...stopped].map((r) => r.id));
    return ids;
  });
  await deps.queue.enqueueGeneration(stopped.filter((s) => s.reason === "shutdown").map((s) => s.id));
  if (finalFailures.length > 0 || retries.length > 0) {
    deps.logger.warn({ failed: finalFailures.length, retrying: retries.length, reason: (finalFailures[0] ?? retries[0]).message }, "microsite generation failures");
  }
  await finalizeRuns(deps.db, runIds);
  // The admins hear of pages held for them (activity, toast, email); a failure to tell them never fails the batch.
  await recordPagesWaiting({ ...deps, mailer: deps.mailer ?? null }, published).catch((error: unknown) => deps.logger.warn({ err: error }, "could not record pages awaiting approval"));

  // Everything not failed above is done: published, failed for good, or not ours to do (paused run,
  // already generated, held by another job).
  return jobs.map((job) => results.get(job.id) ?? { id: job.id, status: "completed" });
}
