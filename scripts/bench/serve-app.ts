// Child process for the serving benchmark: publishes one microsite (embedded database, or DATABASE_URL), writes its
// HTML next to the data, then serves the real app on PORT and prints "READY <slug> <html file>". With
// WEB_PROCESSES > 1 (PostgreSQL) it becomes the supervisor of that many web processes, as `npm run serve` would.
import cluster from "node:cluster";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createApp, createFastPaths } from "@/server/app";
import { createHttpServer } from "@/server/http/node-server";
import { loadConfig } from "@/server/config";
import { launchCampaign } from "@/server/features/launch/service";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { isSupervisor, runWebCluster } from "@/server/web-cluster";
import { startServices } from "@/server/services";
import { micrositesOf } from "@/server/test/launch-fixtures";
import { seedBenchCampaign, waitForRun } from "./helpers";
import { personalScope } from "@/server/db/membership";

const config = loadConfig();
const services = await startServices(config, createLogger("silent"));
const { userId, campaignId } = await seedBenchCampaign(services.deps.db, 1);
const worker = await startWorker(services.deps);
const run = await launchCampaign(services.deps, personalScope(userId), { campaignId, dedupeKey: null });
await waitForRun(services.deps.db, userId, run.runId);
await worker.stop();
const [page] = await micrositesOf(services.deps.db, campaignId);
const file = path.join(config.dataDir, "page.html");
writeFileSync(file, page.htmlContent!);
if (isSupervisor(config)) {
  await services.close();
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === config.webProcesses) console.log(`READY ${page.slug} ${file}`);
  });
  await runWebCluster(config, createLogger("silent"));
} else {
  const app = createApp(services.deps);
  createHttpServer(app, createFastPaths(services.deps)).listen(config.port, "127.0.0.1", () => console.log(`READY ${page.slug} ${file}`));
}
