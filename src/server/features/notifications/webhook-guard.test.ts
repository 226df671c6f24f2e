import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_PRIVATE_MESSAGE } from "@/shared/schemas/notifications";
import { notificationSettings, webhookDeliveries } from "@/server/db/schema";
import { isPublicAddress } from "@/server/net/public-address";
import { deliverWebhookJob } from "@/server/jobs/job-payloads";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { startReceiver } from "@/server/test/notifications/webhook-receiver";

describe("webhooks never reach this machine or its private network (default settings)", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ WEBHOOK_RETRY_BASE_MS: "30" });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const save = (webhookUrl: string) => ctx.request("/api/notification-settings", { method: "PUT", body: { webhookUrl }, cookie: owner.cookie });

  it("refuses loopback, private and metadata addresses when the URL is saved, and changes nothing", async () => {
    expect((await save("https://hooks.example.com/pitchsite")).status).toBe(200);
    for (const url of ["http://127.0.0.1:8080/hook", "http://localhost/hook", "http://10.0.0.5/crm", "http://169.254.169.254/latest/meta-data", "http://[::1]:3000/x", "http://2130706433/", "http://[64:ff9b::7f00:1]:8080/", "http://[::ffff:0:a00:5]/", "http://[2002:7f00:1::1]/", "http://[::7f00:1]/", "http://[fec0::1]/"]) {
      const res = await save(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).error).toBe(WEBHOOK_PRIVATE_MESSAGE);
    }
    const view = await (await ctx.request("/api/notification-settings", { cookie: owner.cookie })).json();
    expect(view.webhookUrl).toBe("https://hooks.example.com/pitchsite");
  });

  it("checks the address a name resolves to when sending, so nothing is posted inward", async () => {
    const receiver = await startReceiver();
    // This machine's own name passes the check by name, then resolves inward (as with DNS rebinding).
    const host = hostname();
    const { address } = await lookup(host);
    expect(isPublicAddress(address)).toBe(false);
    const inward = receiver.url.replace("127.0.0.1", host);
    await ctx.db.update(notificationSettings).set({ webhookUrl: inward }).where(eq(notificationSettings.userId, owner.id));
    const site = await seedMicrosite(ctx.db, owner.id);
    await ctx.request("/api/log-metric", { method: "POST", body: site.event("view"), headers: { "user-agent": BROWSER_UA } });
    await ctx.deps.metrics.ingest.settle();
    await ctx.workDueJobs(deliverWebhookJob);

    const [delivery] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, owner.id));
    expect(delivery.status).toBe("pending"); // kept for a retry: the owner may fix the URL
    expect(delivery.lastError).toMatch(new RegExp(`^${host} resolves to [\\d.:a-f]+, which is not a public internet address$`));
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });
});
