import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { notificationSettings, user, webhookDeliveries } from "@/server/db/schema";
import { deliverWebhookJob } from "@/server/jobs/job-payloads";
import { startWorker } from "@/server/job-worker/start-worker";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { waitFor } from "@/server/test/launch-fixtures";
import { openTestDatabase } from "@/server/test/test-database";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { createPersonalWorkspace } from "@/server/db/membership";
import { startReceiver } from "@/server/test/notifications/webhook-receiver";
import { enqueueEngagementWebhooks } from "@/server/jobs/webhook-outbox";

const OWNER = { id: "webhook-restart-owner", name: "W R", email: "webhook-restart@example.com" };

describe("a webhook whose cause committed", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("is delivered at least once across a restart, retried with backoff, and never for a cause that rolled back", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-webhook-restart-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      AUTH_SECRET: "webhook-restart-secret-webhook-restart-1",
      LOG_LEVEL: "silent",
      // The receiver listens on 127.0.0.1; the first retry comes 1–2 s after a failure.
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      WEBHOOK_RETRY_BASE_MS: "1000",
    };
    if (process.env.TEST_DATABASE_URL) {
      const database = await openTestDatabase();
      env.DATABASE_URL = database.url!;
      cleanups.push(() => database.close());
    }
    const config = loadConfig(env);
    const logger = createLogger("silent");
    const receiver = await startReceiver([503]);
    cleanups.push(() => receiver.close());

    // 1. A process without a worker: a first view commits with its delivery and job, then the process stops.
    const first = await startServices(config, logger);
    const { db, queue } = first.deps;
    await db.insert(user).values(OWNER);
    await createPersonalWorkspace(db, OWNER);
    await db.insert(notificationSettings).values({ userId: OWNER.id, webhookUrl: receiver.url, webhookSecret: "whsec_restart" });
    const site = await seedMicrosite(db, OWNER.id);
    const app = createApp(first.deps, { clientDir: path.join(dataDir, "no-client") });
    const beacon = await app.request("http://localhost/api/log-metric", { method: "POST", headers: { "content-type": "application/json", "user-agent": BROWSER_UA }, body: JSON.stringify(site.event("view")) });
    expect(beacon.status).toBe(204);
    await first.deps.metrics.ingest.settle();
    // A cause that rolls back takes its delivery and its job with it.
    const click = { event: "microsite.clicked" as const, micrositeId: site.microsite.id, userId: OWNER.id, occurredAt: new Date() };
    await expect(
      db.transaction(async (tx) => {
        await enqueueEngagementWebhooks(tx, [click], { micrositeBaseUrl: config.micrositeBaseUrl, queue });
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect((await db.select().from(webhookDeliveries)).map((d) => d.event)).toEqual(["microsite.viewed"]);
    expect(await queue.boss.findJobs(deliverWebhookJob.name)).toHaveLength(1);
    // A delivery written before webhooks were jobs: an outbox row with no job.
    const legacyId = randomUUID();
    await db.insert(webhookDeliveries).values({ id: legacyId, userId: OWNER.id, event: "microsite.clicked", payload: { id: legacyId, type: "microsite.clicked" } });
    await first.close();
    expect(receiver.received).toHaveLength(0);

    // 2. The next start's worker delivers both; the one the receiver refused first is retried after its backoff.
    const second = await startServices(config, logger);
    cleanups.push(() => second.close());
    const worker = await startWorker(second.deps);
    cleanups.push(() => worker.stop());
    const rows = await waitFor(
      () => second.deps.db.select().from(webhookDeliveries),
      (all) => all.every((d) => d.status === "delivered"),
      120_000,
    );
    expect(rows.map((d) => d.status)).toEqual(["delivered", "delivered"]);
    expect(rows.map((d) => d.attempts).sort()).toEqual([1, 2]);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers["x-pitchsite-delivery"]))).toEqual(new Set(rows.map((d) => d.id)));
  }, 300_000);
});
