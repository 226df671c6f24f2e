import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { micrositeEngagement, user, webhookDeliveries } from "@/server/db/schema";
import { deliverWebhookJob } from "@/server/jobs/job-payloads";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { startReceiver } from "@/server/test/notifications/webhook-receiver";
import { verifyWebhookSignature } from "./webhook-signature";

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("owner notifications", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // The stand-in receiver listens on 127.0.0.1, which only an explicit opt-in lets webhooks reach.
    ctx = await createTestContext({ WEBHOOK_RETRY_BASE_MS: "30", WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const settings = (method: string, body?: unknown, u = owner, path = "/api/notification-settings") => ctx.request(path, { method, body, cookie: u.cookie });

  it("saves a webhook URL and shows its generated secret once", async () => {
    expect(await (await settings("GET")).json()).toMatchObject({ webhookUrl: null, secretHint: null, recentDeliveries: [] });
    const bad = await settings("PUT", { webhookUrl: "ftp://example.com/x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Enter a valid http(s) URL");

    const first = await (await settings("PUT", { webhookUrl: "https://hooks.example.com/a" })).json();
    expect(first.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(first.secretHint).toBe(first.secret.slice(-4));
    const again = await (await settings("PUT", { webhookUrl: "https://hooks.example.com/b" })).json();
    expect(again).toMatchObject({ webhookUrl: "https://hooks.example.com/b", secret: null, secretHint: first.secretHint });
    const got = await (await settings("GET")).json();
    expect(JSON.stringify(got)).not.toContain(first.secret);
    const rotated = await (await settings("POST", { webhookUrl: "https://hooks.example.com/b" }, owner, "/api/notification-settings/rotate-secret")).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first.secret);

    const other = await ctx.signUp();
    expect(await (await settings("GET", undefined, other)).json()).toMatchObject({ webhookUrl: null, secretHint: null });
    expect((await settings("PUT", { webhookUrl: "" })).status).toBe(200);
    expect((await ctx.request("/api/notification-settings")).status).toBe(401);
  });

  it("posts signed microsite.viewed and microsite.clicked to the webhook, once per first", async () => {
    const receiver = await startReceiver();
    const { secret } = await (await settings("POST", { webhookUrl: receiver.url }, owner, "/api/notification-settings/rotate-secret")).json();
    const site = await seedMicrosite(ctx.db, owner.id, { campaignName: "Spring push", contact: { firstName: "Dana", lastName: "Cruz", company: "Globex" } });
    const beacon = (body: unknown) => ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA } });
    expect((await beacon(site.event("view"))).status).toBe(204);
    expect((await beacon(site.event("click"))).status).toBe(204);
    await ctx.deps.metrics.ingest.settle();
    await ctx.workDueJobs(deliverWebhookJob);
    await until(() => (receiver.received.length >= 2 ? true : undefined));

    const events = receiver.received.map((r) => r.headers["x-pitchsite-event"]).sort();
    expect(events).toEqual(["microsite.clicked", "microsite.viewed"]);
    for (const r of receiver.received) {
      const signature = String(r.headers["x-pitchsite-signature"]);
      expect(verifyWebhookSignature(secret, r.body, signature)).toBe(true);
      expect(verifyWebhookSignature("whsec_wrong", r.body, signature)).toBe(false);
      expect(verifyWebhookSignature(secret, r.body.replace("Dana", "Eve"), signature)).toBe(false);
      expect(r.headers["content-type"]).toBe("application/json");
      const payload = JSON.parse(r.body);
      expect(payload).toMatchObject({
        id: r.headers["x-pitchsite-delivery"],
        type: r.headers["x-pitchsite-event"],
        data: {
          microsite: { id: site.microsite.id, slug: site.microsite.slug, url: `${ctx.config.micrositeBaseUrl}/${site.microsite.slug}` },
          campaign: { id: site.campaignId, name: "Spring push" },
          contact: { id: site.contact.id, email: site.contact.email, first_name: "Dana", last_name: "Cruz", company: "Globex" },
        },
      });
    }

    // Later views and clicks are counted but announce nothing new.
    await beacon(site.event("view"));
    await beacon(site.event("click"));
    await ctx.deps.metrics.ingest.settle();
    await ctx.workDueJobs(deliverWebhookJob);
    expect(receiver.received).toHaveLength(2);
    const view = await (await settings("GET")).json();
    expect(view.recentDeliveries.map((d: { status: string }) => d.status)).toEqual(["delivered", "delivered"]);
    await receiver.close();
  });

  it("retries a failing receiver with backoff until it accepts", async () => {
    const receiver = await startReceiver([500, 503]);
    await settings("PUT", { webhookUrl: receiver.url });
    const site = await seedMicrosite(ctx.db, owner.id);
    await ctx.request("/api/log-metric", { method: "POST", body: site.event("view"), headers: { "user-agent": BROWSER_UA } });
    await ctx.deps.metrics.ingest.settle();
    const mine = async () =>
      (await ctx.db.select().from(webhookDeliveries)).find((d) => (d.payload as { data: { microsite: { id: string } } }).data.microsite.id === site.microsite.id)!;
    // The first attempt fails: pg-boss holds the job back for its backoff (WEBHOOK_RETRY_BASE_MS, whole seconds).
    await ctx.workDueJobs(deliverWebhookJob);
    const [job] = await ctx.deps.queue.boss.findJobs(deliverWebhookJob.name, { id: (await mine()).id });
    expect(job).toMatchObject({ state: "retry", retryCount: 0 });
    expect(job.startAfter.getTime()).toBeGreaterThan(Date.now());
    const delivery = await until(async () => {
      // The next attempts at once: the backoff is checked above, not waited for.
      await ctx.workDueJobs(deliverWebhookJob, { ignoreStartAfter: true });
      const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "delivered"));
      return rows.find((d) => (d.payload as { data: { microsite: { id: string } } }).data.microsite.id === site.microsite.id);
    });
    expect(delivery.attempts).toBe(3);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers["x-pitchsite-delivery"])).size).toBe(1); // same delivery id each time
    await receiver.close();
  });

  it("announces first views and clicks since the last visit once (next-visit toasts)", async () => {
    const rep = await ctx.signUp();
    await ctx.db.update(user).set({ createdAt: new Date(Date.now() - 3600_000) }).where(eq(user.id, rep.id));
    const site = await seedMicrosite(ctx.db, rep.id, { contact: { firstName: "Lee", lastName: "Park", company: "Umbrella" } });
    await ctx.db.insert(micrositeEngagement).values({
      micrositeId: site.microsite.id,
      userId: rep.id,
      campaignId: site.campaignId,
      contactId: site.contact.id,
      firstViewedAt: new Date(Date.now() - 120_000),
      firstClickedAt: new Date(Date.now() - 60_000),
    });
    const claim = async () => {
      const res = await ctx.request("/api/notifications/claim", { method: "POST", cookie: rep.cookie });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json();
    };
    const first = await claim();
    expect(first.total).toBe(2);
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(["CTA clicked", "Microsite first viewed"]);
    expect(first.items[1].description).toContain("Lee Park (Umbrella) opened their microsite");
    expect(await claim()).toEqual({ items: [], total: 0 });
    // Another owner never sees them.
    expect((await (await ctx.request("/api/notifications/claim", { method: "POST", cookie: owner.cookie })).json()).items.every((i: { micrositeId: string }) => i.micrositeId !== site.microsite.id)).toBe(true);
  });
});
