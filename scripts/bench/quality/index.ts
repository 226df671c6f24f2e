// npm run bench -- quality: launches the issue-10 campaign (24 prospects in 24 industries + 6 of one industry) with
// the built-in writer on a fresh embedded app, then reads every published page as its receiver would and prints the
// figures ARCHITECTURE.md §7 sets for microsite quality. Not a test: it prints, a person judges.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createApp, createFastPaths } from "@/server/app";
import { loadConfig } from "@/server/config";
import { contacts, microsites } from "@/server/db/schema";
import { createHttpServer } from "@/server/http/node-server";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { fmt } from "../helpers";
import { createApiClient } from "./api-client";
import { printGrammarFigures } from "./grammar";
import { judgePages, type PublishedPage } from "./judge";
import { runLighthouse } from "./lighthouse";
import { screenshotPages } from "./screenshots";
import { seedScenario } from "./seed";
import { closeParser } from "./page-checks";

const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-quality-"));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({ DATA_DIR: dataDir, APP_URL: baseUrl, MICROSITE_BASE_URL: baseUrl, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1", LOG_LEVEL: "silent", AUTH_RATE_LIMIT: "false" });
const services = await startServices(config, createLogger("silent"));
const server = createHttpServer(createApp(services.deps), createFastPaths(services.deps));
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const worker = await startWorker(services.deps);

try {
  const api = createApiClient(baseUrl);
  const scenario = await seedScenario(api);

  const started = performance.now();
  for (const campaign of scenario.campaigns) await api.ok("POST", "/api/launch-campaign", { campaignId: campaign.id });
  for (const campaign of scenario.campaigns) {
    for (;;) {
      const status = await api.ok<{ status: string }>("GET", `/api/campaign-status?campaignId=${campaign.id}`);
      if (status.status === "completed" || status.status === "failed") break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const launchSeconds = (performance.now() - started) / 1000;

  const rows = await services.deps.db
    .select({ slug: microsites.slug, status: microsites.status, error: microsites.error, content: microsites.content, campaignId: microsites.campaignId, contact: contacts })
    .from(microsites)
    .innerJoin(contacts, eq(contacts.id, microsites.contactId));
  const pages: PublishedPage[] = rows.map((r) => ({ ...r, url: `${baseUrl}/site/${r.slug}` }));
  console.log(`  ${pages.length} pages in ${scenario.campaigns.length} campaigns, built-in writer, launched in ${fmt(launchSeconds, 1)} s`);
  const notPublished = pages.filter((p) => p.status !== "completed");
  if (notPublished.length > 0) console.log(`  NOT PUBLISHED: ${notPublished.map((p) => `${p.slug} (${p.status}: ${p.error})`).join("; ")}`);

  await judgePages(pages.filter((p) => p.status === "completed"), scenario);
  printGrammarFigures();

  const preview = await api.call<{ html?: string }>("POST", `/api/campaigns/${scenario.campaigns[0].id}/preview`, {});
  console.log(`  preview of one contact's page: ${preview.status === 200 ? `${fmt(preview.ms)} ms` : `answered ${preview.status}`} (target <= 2,000 ms)`);

  const sample = pickSamples(pages, scenario.sameIndustry);
  const shots = await screenshotPages(sample.map((p) => ({ url: p.url, name: `${p.contact.industry.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${p.contact.lastName.toLowerCase()}` })));
  console.log(`  screenshots: ${shots.length} files in tests/e2e/screenshots/microsites/`);

  if (!process.argv.includes("--no-lighthouse")) {
    console.log("  Lighthouse (performance / accessibility / best practices; target 100 each):");
    for (const r of await runLighthouse(sample.slice(0, 3).map((p) => p.url))) {
      console.log(`    ${r.formFactor.padEnd(7)} ${r.scores.performance} / ${r.scores.accessibility} / ${r.scores["best-practices"]}  ${r.url.replace(baseUrl, "")}`);
      for (const f of r.failing) console.log(`      - ${f}`);
    }
  }
} finally {
  await worker.stop();
  server.close();
  await services.close();
  await closeParser();
  rmSync(dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Six pages to look at: both frameworks, several industries, and two of the same-industry set. */
function pickSamples(pages: PublishedPage[], sameIndustry: string): PublishedPage[] {
  const published = pages.filter((p) => p.status === "completed");
  const byCampaign = new Map<string, PublishedPage[]>();
  for (const p of published) byCampaign.set(p.campaignId, [...(byCampaign.get(p.campaignId) ?? []), p]);
  const [first = [], second = []] = [...byCampaign.values()];
  const same = first.filter((p) => p.contact.industry === sameIndustry);
  const other = first.filter((p) => p.contact.industry !== sameIndustry);
  return [other[0], second[0], same[0], other[1], second[1], same[1]].filter(Boolean);
}
