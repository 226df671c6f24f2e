import type { JobResult, JobWithMetadata } from "pg-boss";
import type { Logger } from "pino";
import type { GenerationInput } from "../page-input/generation-input";
import type { AiProvider } from "../ai/provider";
import type { PageUsage } from "../db/schema/ai-usage";
import { createUsageMeter, GenerationError } from "../ai/provider";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { writeCheckedPage } from "../quality/checked-write";
import { createImageChecker, type ImageChecker } from "../quality/stored-images";
import type { QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { renderMicrositeHtml } from "../render/render-microsite";
import type { Storage } from "../storage/storage";
import { generateMicrositeJob } from "./job-payloads";
import { contactView, type CampaignContext, type ContactRow, type ContextLoader } from "./generation-context";
import { claimMicrosites, markRunsStarted, type ClaimedMicrosite, type PublishedPage } from "./microsite-claims";
import { finalizeRuns } from "./run-finalizer";
import { draftKeepingWriter, loadDrafts, type KeptDrafts } from "./microsite-drafts";
import { settlePages, type PageSettlement } from "./page-settlement";
import { startBatchBudget, type BatchBudget } from "./batch-budget";
import { providerWaitingText } from "@/shared/provider-waiting";
import type { Mailer } from "../mail/mailer";
import { recordPagesWaiting } from "../notices/approval-notices";
import type { JobQueue } from "./queue";
import { watchStoppedRuns } from "./stopped-runs";
import type { StopReason } from "./work-cancellation";

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

type Outcome = ({ ok: true; page: PublishedPage } | { ok: false; error: GenerationError; quality?: QualityReport; content?: MicrositeContent; stopped?: StopReason; outOfTime?: boolean; fromProvider?: boolean }) & { usage: PageUsage };

/**
 * The writer's input for one contact's page, the same for a launch, a preview and an edit. Its seed is the
 * campaign and contact (a microsite is unique per pair), so the built-in writer's preview is the page the launch
 * writes, and a retry writes the same page.
 */
export function pageGenerationInput(context: CampaignContext, row: ContactRow, campaignId: string): GenerationInput {
  const { personalizationFields, ...shared } = context;
  return { seed: `${campaignId}:${row.id}`, contact: contactView(row, personalizationFields), ...shared };
}

/** Writes and renders one claimed microsite (its HTML is kept in the database, whence the public site serves it). Never throws: a failure comes back as an outcome. */
async function produce(deps: GenerateDeps, m: ClaimedMicrosite, contacts: Map<string, ContactRow>, images: ImageChecker, drafts: Map<string, KeptDrafts> | null, own: AbortSignal, budget: BatchBudget): Promise<Outcome> {
  const meter = budget.meter(createUsageMeter());
  const { usage } = meter;
  const signal = budget.pageSignal(own);
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
    return {
      ok: true,
      usage,
      page: {
        id: m.id,
        token: m.token,
        html,
        content,
        quality,
        publicUrl: `${deps.config.micrositeBaseUrl}/${m.slug}`,
        previewUrl: `${deps.config.appUrl}/site/${m.slug}`,
        writtenWith,
      },
    };
  } catch (error) {
    const stopped = deps.queue.work.stopReason(m.run_id, own);
    if (stopped) return { ok: false, usage, stopped, error: new GenerationError(STOPPED_MESSAGE[stopped], false) };
    if (budget.ranOut(meter)) return { ok: false, usage, outOfTime: true, error: new GenerationError("The batch ran out of time", false) };
    // The provider's own failures (a refused connection, a 5xx, a timeout) say so; anything else is ours.
    if (error instanceof GenerationError) return { ok: false, usage, error, fromProvider: true };
    return { ok: false, usage, error: new GenerationError(`Generation failed: ${(error as Error).message}`, true) };
  }
}

/** What becomes of a page's outcome: published, held, retried later, or given back unwritten. */
function settlementOf(outcome: Outcome, job: JobWithMetadata<unknown>): PageSettlement {
  const { usage } = outcome;
  if (outcome.ok) return { usage, published: outcome.page };
  // Stopped pages go back to pending unwritten and their jobs end: a stopped run needs them no more, and the pages a
  // shutdown interrupted or the batch had no time for get new jobs (a failed job would spend one of their retries).
  if (outcome.stopped) return { usage, given: { message: outcome.error.message, requeue: outcome.stopped === "shutdown" } };
  if (outcome.outOfTime) return { usage, given: { message: null, requeue: true } };
  const { message, retryable } = outcome.error;
  if (retryable && job.retryCount < job.retryLimit) return { usage, retry: { message: outcome.fromProvider ? providerWaitingText(message) : message } };
  return { usage, failed: { message, quality: outcome.quality, content: outcome.content } };
}

/**
 * The generate-microsite batch handler: claim, generate concurrently (the provider's rate governor decides how many
 * requests run at once), publish each page with what it cost as soon as it is written (settlePages), settle each job.
 * A retryable failure with retries left releases the microsite and fails the job so pg-boss retries it with backoff;
 * otherwise the microsite is marked `error` with the reason. Pages the batch has no time for go back to the queue.
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
  const budget = startBatchBudget(deps.queue.settings.generate.expireInSeconds * 1000);
  const stopWatching = watchStoppedRuns(deps.db, runIds, deps.queue.work, deps.queue.settings.generate.stopCheckMs, deps.logger);
  const published: string[] = [];
  const problems: string[] = [];
  let settleError: unknown = null;

  const write = async (m: ClaimedMicrosite) => {
    const lease = deps.queue.work.forRun(m.run_id);
    try {
      return { m, outcome: await produce(deps, m, contacts, images, drafts, lease.signal, budget) };
    } finally {
      lease.done();
    }
  };
  const settle = async (written: Array<{ m: ClaimedMicrosite; outcome: Outcome }>) => {
    const pages = written.map(({ m, outcome }) => ({ m, settlement: settlementOf(outcome, jobById.get(m.token)!) }));
    try {
      const ids = await settlePages(deps.db, deps.config.aiModel, pages, drafts !== null);
      published.push(...ids);
      deps.logger.debug({ published: ids.length }, "pages published");
    } catch (error) {
      // The pages stay as they were (claimed, their answers in drafts); the batch fails once the others are settled.
      settleError ??= error;
      return;
    }
    for (const { m, settlement } of pages) {
      if (settlement.retry) results.set(m.token, { id: m.token, status: "failed", output: { error: settlement.retry.message } });
      if (settlement.retry || settlement.failed) problems.push((settlement.retry ?? settlement.failed)!.message);
    }
    // Queued again at once: a page given back is for a later batch with time left, or for another worker.
    await deps.queue.enqueueGeneration(pages.flatMap(({ m, settlement }) => (settlement.given?.requeue ? [m.id] : [])));
  };
  try {
    if (drafts === null) await settle(await Promise.all(claimed.map(write)));
    else await Promise.all(claimed.map(async (m) => settle([await write(m)])));
  } finally {
    stopWatching();
    budget.dispose();
  }

  if (problems.length > 0) deps.logger.warn({ failedOrRetrying: problems.length, reason: problems[0] }, "microsite generation failures");
  await finalizeRuns(deps.db, runIds);
  // The admins hear of pages held for them (activity, toast, email); a failure to tell them never fails the batch.
  await recordPagesWaiting({ ...deps, mailer: deps.mailer ?? null }, published).catch((error: unknown) => deps.logger.warn({ err: error }, "could not record pages awaiting approval"));
  if (settleError) throw settleError;

  // Everything not failed above is done: published, failed for good, or not ours to do (paused run,
  // already generated, held by another job).
  return jobs.map((job) => results.get(job.id) ?? { id: job.id, status: "completed" });
}
