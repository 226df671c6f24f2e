import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "@/server/config";
import { microsites } from "@/server/db/schema";
import { getCampaignStatus } from "@/server/features/launch/progress";
import { launchCampaign } from "@/server/features/launch/service";
import { personalScope } from "@/server/db/membership";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { startLlamaCppOpenAiServer } from "@/server/test/llama-cpp-openai-server";
import { BENCH_SECRET, fmt, seedBenchCampaign } from "./helpers";

/**
 * `npm run bench -- local-model` (issue 24 item 5): a short launch with default settings against a real inference
 * engine on 127.0.0.1 (llama.cpp through node-llama-cpp, the tiny random model, one slot). Its pages are token soup:
 * every one must be held with its reason, no request may be lost to our own queueing (a request that waited at the
 * one-slot server past AI_REQUEST_TIMEOUT_MS), and progress must move page by page.
 */
export async function benchLocalModel(pages: number) {
  const server = await startLlamaCppOpenAiServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-bench-local-"));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent", OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, AI_MODEL: server.model });
  const services = await startServices(config, createLogger("silent"));
  try {
    const { db } = services.deps;
    const { userId, campaignId } = await seedBenchCampaign(db, pages);
    const worker = await startWorker(services.deps);
    const started = performance.now();
    const run = await launchCampaign(services.deps, personalScope(userId), { campaignId, dedupeKey: null });
    // The count as the campaign view polls it: each change, with when it happened.
    const steps: Array<{ seconds: number; processed: number }> = [];
    let seen = "";
    for (;;) {
      const status = await getCampaignStatus(db, personalScope(userId), { campaignId: null, runId: run.runId });
      // Every request sent or answered too: one answer of a CPU model can take a minute on a loaded machine.
      const sent = `${status.processed} ${server.stats.requests} ${server.stats.answers.length} ${server.stats.abandoned}`;
      if (sent !== seen && steps.at(-1)?.processed === status.processed) {
        console.log(`    ${fmt((performance.now() - started) / 1000, 1)} s: requests sent ${server.stats.requests}, answered ${server.stats.answers.length}, lost ${server.stats.abandoned}`);
      }
      seen = sent;
      if (steps.at(-1)?.processed !== status.processed) {
        steps.push({ seconds: (performance.now() - started) / 1000, processed: status.processed });
        // As it happens: a CPU model takes minutes, and a cut-short run still shows how far it got.
        console.log(`    ${fmt(steps.at(-1)!.seconds, 1)} s: ${status.processed}/${status.total} processed (requests sent ${server.stats.requests}, lost ${server.stats.abandoned})`);
      }
      if (status.status === "completed" || status.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    const rows = await db.select({ status: microsites.status, error: microsites.error }).from(microsites).where(eq(microsites.campaignId, campaignId));
    const held = new Map<string, number>();
    for (const row of rows.filter((r) => r.status === "error")) held.set(row.error ?? "(no reason)", (held.get(row.error ?? "(no reason)") ?? 0) + 1);
    const timedOut = rows.filter((r) => r.error?.includes("did not answer within")).length;
    return { pages, seconds, steps, held, published: rows.filter((r) => r.status === "completed" || r.status === "awaiting_approval").length, server: { ...server.stats }, timedOut };
  } finally {
    await services.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLocalModelFigure(f: Awaited<ReturnType<typeof benchLocalModel>>) {
  const largestStep = Math.max(0, ...f.steps.map((s, i) => s.processed - (f.steps[i - 1]?.processed ?? 0)));
  console.log(`  ${f.pages} contacts, default settings (AI_CONCURRENCY, AI_REQUEST_TIMEOUT_MS, json_schema, judge on), one-slot server:`);
  console.log(`    requests sent ${f.server.requests}; answered ${f.server.answers.length}; given up by Pitchsite before the answer ${f.server.abandoned}, of which lost to our own queueing (sent while the slot was taken) ${f.server.abandonedQueued} (target 0); pages timed out ${f.timedOut}`);
  console.log(`    pages published ${f.published} (gibberish: target 0); pages held ${[...f.held.values()].reduce((a, b) => a + b, 0)}:`);
  for (const [reason, count] of f.held) console.log(`      ${count} x ${reason.slice(0, 160)}`);
  console.log(`    total ${fmt(f.seconds, 1)} s = ${fmt(f.seconds / f.pages, 1)} s per page; the server was busy ${fmt(f.server.busyMs / 1000, 1)} s (${fmt((f.server.busyMs / 1000 / f.seconds) * 100)} %)`);
  console.log(`    progress (s: processed) ${f.steps.map((s) => `${fmt(s.seconds, 1)}: ${s.processed}`).join(", ")}; largest step ${largestStep} page(s) (page by page: 1)`);
}
