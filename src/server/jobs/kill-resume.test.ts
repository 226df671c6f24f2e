import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { user } from "../db/schema";
import { launchCampaign } from "../features/launch/service";
import { getCampaignStatus } from "../features/launch/progress";
import { createLogger } from "../logger";
import { startServices } from "../services";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { openTestDatabase } from "../test/test-database";
import { startWorker } from "../job-worker/start-worker";
import { createPersonalWorkspace, personalScope } from "../db/membership";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CONTACTS = 400;
// Jobs inserted now carry a 10 s heartbeat, so the dead worker's jobs are handed on quickly.
const jobSettings = { generate: { heartbeatSeconds: 10, retryDelaySeconds: 1 }, boss: { superviseIntervalSeconds: 2, monitorIntervalSeconds: 2 } };

/** The pages a worker process says it published (its debug log): the embedded database is its alone while it runs. */
function countPublished(child: ChildProcess): () => number {
  let published = 0;
  let rest = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop()!;
    for (const line of lines) if (line.includes('"pages published"')) published += (JSON.parse(line) as { published: number }).published;
  });
  return () => published;
}

describe("a worker killed in the middle of a launch", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("loses nothing: a new worker finishes the run with exactly one microsite per contact", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-kill-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_SECRET: "kill-test-secret-kill-test-secret-1234", LOG_LEVEL: "debug" };
    if (process.env.TEST_DATABASE_URL) {
      const database = await openTestDatabase();
      env.DATABASE_URL = database.url!;
      cleanups.push(() => database.close());
    }
    const config = loadConfig(env);
    const logger = createLogger("silent");

    // 1. Launch with this process, then hand the database over (PGlite: one process at a time).
    const first = await startServices(config, logger, { jobSettings });
    await first.deps.db.insert(user).values({ id: "kill-test-user", name: "K T", email: "kill@example.com" });
    await createPersonalWorkspace(first.deps.db, { id: "kill-test-user", name: "K T", email: "kill@example.com" });
    const { campaign } = await seedCampaign(first.deps.db, "kill-test-user", { contacts: CONTACTS });
    const launched = await launchCampaign(first.deps, personalScope("kill-test-user"), { campaignId: campaign.id, dedupeKey: null });
    expect(launched.total).toBe(CONTACTS);
    await first.close();

    // 2. A worker process starts publishing; SIGKILL it part-way through.
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/worker.ts"], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "ignore"] });
    const published = countPublished(child);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const before = await waitFor(async () => published(), (n) => n >= 40, undefined, 20);
    child.kill("SIGKILL");
    await exited;
    const atKill = published();
    expect(before).toBeGreaterThanOrEqual(40);
    expect(atKill).toBeLessThan(CONTACTS);

    // 3. A new worker picks the run up, including the jobs the dead one held.
    const second = await startServices(config, logger, { jobSettings });
    cleanups.push(() => second.close());
    const worker = await startWorker(second.deps);
    cleanups.push(() => worker.stop());
    const status = await waitFor(
      () => getCampaignStatus(second.deps.db, personalScope("kill-test-user"), { campaignId: campaign.id, runId: null }),
      (s) => s.status === "completed",
      undefined,
      250,
    );
    expect(status).toMatchObject({ status: "completed", processed: CONTACTS, total: CONTACTS, remaining: 0 });
    const pages = await micrositesOf(second.deps.db, campaign.id);
    expect(pages).toHaveLength(CONTACTS);
    expect(new Set(pages.map((p) => p.contactId)).size).toBe(CONTACTS);
    expect(pages.filter((p) => p.status === "completed")).toHaveLength(CONTACTS);
    expect(pages.every((p) => p.htmlContent && p.claimToken === null)).toBe(true);
  }, 360_000);
});
