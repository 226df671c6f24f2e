import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { scaledClock, systemClock } from "@/server/ai/clock";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import type { AccountLimits } from "@/server/test/ai/fake-rate-limits";
import { loadConfig } from "@/server/config";
import { microsites } from "@/server/db/schema";
import { estimateLaunch } from "@/server/features/launch/estimate";
import { runUsage } from "@/server/features/launch/progress";
import { launchCampaign } from "@/server/features/launch/service";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { seedCampaign } from "@/server/test/launch-fixtures";
import { startFakeAccountThread } from "./fake-account";
import { BENCH_SECRET, fmt, seedBenchCampaign, waitForRun } from "./helpers";
import { personalScope } from "@/server/db/membership";

const MODEL = "gpt-4o-mini";
// A page's answer time: fixed part plus generation per completion token, about 1.5 s for the fake's answers.
const LATENCY = { latencyMs: 1100, msPerCompletionToken: 2 };
// Pages of a first, small launch on the same account, from which the estimate learns latency, answer length and limits.
const WARM_UP_PAGES = 50;
// Both the fake account and our provider run on one sped-up clock, chosen so that about this many requests a second
// reach the fake: the account's limit stays the bottleneck, not this machine, and a 2-hour launch takes minutes.
const REAL_REQUESTS_PER_SECOND = 12;
const GUESS_TOKENS_PER_PAGE = 2500;

export type ProviderFigure = {
  label: string;
  pages: number;
  lost: number;
  seconds: number;
  boundSeconds: number;
  rateLimited: number;
  requests: number;
  peakInFlight: number;
  cachedShare: number;
  tokensPerPage: number;
  costUsd: number;
  estimate: { seconds: number; costUsd: number; basis: string };
  speed: number;
  realSeconds: number;
  /** Seconds from the launch to the first request, and from the last answer to the run's end. */
  startSeconds: number;
  endSeconds: number;
};

/**
 * `npm run bench -- provider` (issue 14 item 6): a launch of `pages` contacts with default settings against a fake
 * account limited to `limits`, compared with the bound max(N / RPM, N x tokens per page / TPM).
 */
export async function benchProviderAtLimit(pages: number, limits: AccountLimits): Promise<ProviderFigure> {
  const boundRate = Math.min(limits.rpm / 60, limits.tpm / 60 / GUESS_TOKENS_PER_PAGE);
  const speed = Number(process.env.BENCH_PROVIDER_SPEED ?? Math.max(1, Math.round(REAL_REQUESTS_PER_SECOND / boundRate)));
  const origin = systemClock.now();
  const clock = scaledClock(speed, origin);
  const fake = await startFakeAccountThread({ ...LATENCY, limits, models: [MODEL] }, speed, origin);
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-provider-"));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, AI_MODEL: MODEL });
  const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: MODEL, concurrency: config.aiConcurrency, maxConcurrency: config.aiMaxConcurrency, prices: config.aiPrices, clock });
  const services = await startServices(config, createLogger("silent"), { ai });
  try {
    const { db } = services.deps;
    const { userId, campaignId } = await seedBenchCampaign(db, pages);
    const { campaign: warmUp } = await seedCampaign(db, userId, { contacts: WARM_UP_PAGES, brand: true });
    const worker = await startWorker(services.deps);
    await waitForRun(db, userId, (await launchCampaign(services.deps, personalScope(userId), { campaignId: warmUp.id, dedupeKey: null })).runId);

    const estimate = await estimateLaunch(services.deps, personalScope(userId), campaignId);
    await fake.resetStats();
    const started = clock.now();
    const realStart = performance.now();
    const run = await launchCampaign(services.deps, personalScope(userId), { campaignId, dedupeKey: null });
    await waitForRun(db, userId, run.runId, 1_800_000);
    const seconds = (clock.now() - started) / 1000;
    const realSeconds = (performance.now() - realStart) / 1000;
    await worker.stop();
    const stats = await fake.stats();

    const usage = await runUsage(db, run.runId);
    const published = (await db.select({ status: microsites.status }).from(microsites).where(eq(microsites.campaignId, campaignId))).filter((m) => m.status === "completed").length;
    const tokensPerPage = (usage.prompt_tokens + usage.completion_tokens) / pages;
    return {
      label: `${fmt(limits.rpm)} RPM / ${fmt(limits.tpm)} TPM`,
      pages,
      lost: pages - published,
      seconds,
      boundSeconds: Math.max(pages / limits.rpm, (pages * tokensPerPage) / limits.tpm) * 60,
      rateLimited: stats.rateLimited,
      requests: stats.chatRequests,
      peakInFlight: stats.maxInFlight,
      cachedShare: usage.cached_tokens / usage.prompt_tokens,
      tokensPerPage,
      costUsd: usage.cost_usd,
      estimate: { seconds: estimate.estimated_seconds, costUsd: estimate.estimated_cost_usd, basis: estimate.time_basis },
      speed,
      realSeconds,
      startSeconds: ((stats.firstRequestAt ?? started) - started) / 1000,
      endSeconds: (started + seconds * 1000 - (stats.lastAnswerAt ?? started)) / 1000,
    };
  } finally {
    await services.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (x: number) => `${fmt(x * 100, 1)} %`;
const off = (estimated: number, measured: number) => `${estimated >= measured ? "+" : ""}${fmt(((estimated - measured) / measured) * 100, 1)} %`;

export function printProviderFigure(f: ProviderFigure) {
  console.log(`  ${f.label}, ${fmt(f.pages)} contacts, 1.5 s latency, default settings (clock x${f.speed}: ${fmt(f.realSeconds)} s real):`);
  console.log(`    total ${fmt(f.seconds)} s; bound max(N/RPM, N x ${fmt(f.tokensPerPage)} tokens/page / TPM) = ${fmt(f.boundSeconds)} s; ratio ${fmt(f.seconds / f.boundSeconds, 3)} (target <= 1.10)`);
  console.log(`    429s ${fmt(f.rateLimited)} of ${fmt(f.requests)} requests = ${pct(f.rateLimited / Math.max(1, f.requests))} (target <= 2 %); peak concurrency ${f.peakInFlight}; pages lost ${f.lost} (target 0)`);
  console.log(`    launch to first request ${fmt(f.startSeconds, 1)} s, last answer to run completed ${fmt(f.endSeconds, 1)} s`);
  console.log(`    cached-prefix share of prompt tokens ${pct(f.cachedShare)} (target >= 60 %)`);
  console.log(
    `    estimate (${f.estimate.basis}): $${fmt(f.estimate.costUsd, 4)} and ${fmt(f.estimate.seconds)} s; measured $${fmt(f.costUsd, 4)} and ${fmt(f.seconds)} s; off by ${off(f.estimate.costUsd, f.costUsd)} and ${off(f.estimate.seconds, f.seconds)} (target within 15 %)`,
  );
}
