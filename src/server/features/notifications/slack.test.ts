import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverWebhookJob } from "@/server/jobs/job-payloads";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { isSlackWebhook, slackText, visitLength } from "./slack-message";
import { startReceiver } from "@/server/test/notifications/webhook-receiver";

describe("Slack messages", () => {
  it("recognises Slack incoming webhooks by host", () => {
    expect(isSlackWebhook("https://hooks.slack.com/services/T000/B000/XXXX", ["hooks.slack.com"])).toBe(true);
    expect(isSlackWebhook("https://example.com/services/T000", ["hooks.slack.com"])).toBe(false);
    expect(isSlackWebhook("https://hooks.slack.com.evil.example/services/x", ["hooks.slack.com"])).toBe(false);
    expect(isSlackWebhook("not a url", ["hooks.slack.com"])).toBe(false);
  });

  it("words each event like the activity feed, never guessing a pronoun", () => {
    const payload = { data: { contact: { first_name: "Ada", last_name: "Lovelace", company: "Acme", email: "ada@acme.test" }, campaign: { name: "Spring push" } } };
    expect(slackText("microsite.viewed", payload, { seconds: 130, clicked: true, ctaType: "Book Now" })).toBe("Ada Lovelace (Acme) opened their microsite — 2 min, clicked Book Now");
    expect(slackText("microsite.viewed", payload, { seconds: 0, clicked: false, ctaType: "Book Now" })).toBe("Ada Lovelace (Acme) opened their microsite");
    expect(slackText("microsite.clicked", payload, { seconds: 45, clicked: true, ctaType: null })).toBe("Ada Lovelace (Acme) clicked the call-to-action on their microsite — 45 s");
    expect(slackText("microsite.access_requested", payload, null)).toBe("Ada Lovelace (Acme) asked for a new link to their expired microsite (Spring push) — extend it from Pitchsite");
    expect(slackText("microsite.viewed", { data: { contact: { email: "x@y.test" } } }, null)).toBe("x@y.test opened their microsite");
    expect(visitLength(59)).toBe("59 s");
    expect(visitLength(179)).toBe("2 min");
  });

  describe("delivered to a Slack receiver", () => {
    let ctx: TestContext;
    let owner: TestUser;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      // The local receiver stands in for hooks.slack.com: SLACK_WEBHOOK_HOSTS names it (production keeps the default).
      ctx = await createTestContext(
        { TRUST_PROXY: "true", WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true", SLACK_WEBHOOK_HOSTS: "127.0.0.1", WEBHOOK_RETRY_BASE_MS: "30" },
        { metrics: { flushIntervalMs: null } },
      );
      owner = await ctx.signUp();
      receiver = await startReceiver();
      await ctx.request("/api/notification-settings", { method: "PUT", cookie: owner.cookie, body: { webhookUrl: receiver.url } });
    });
    afterAll(async () => {
      await receiver.close();
      await ctx.close();
    });

    it("gets readable text for views, clicks and access requests instead of signed JSON", async () => {
      const site = await seedMicrosite(ctx.db, owner.id, { contact: { firstName: "Ada", lastName: "Lovelace", company: "Acme" } });
      const beacon = (body: unknown) => ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": "198.51.100.20" } });
      await beacon(site.event("view"));
      await beacon(site.event("session_duration", 130));
      await beacon(site.event("click"));
      await ctx.deps.metrics.ingest.settle();
      await expect.poll(async () => (await ctx.workDueJobs(deliverWebhookJob), receiver.received.length)).toBe(2);
      const texts = receiver.received.map((r) => JSON.parse(r.body));
      expect(texts).toContainEqual({ text: "Ada Lovelace (Acme) opened their microsite — 2 min, clicked Book Now" });
      expect(texts).toContainEqual({ text: "Ada Lovelace (Acme) clicked Book Now on their microsite — 2 min" });
      expect(receiver.received[0].headers["x-pitchsite-signature"]).toBeUndefined();
      expect(receiver.received[0].headers["content-type"]).toBe("application/json");

      const expired = await seedMicrosite(ctx.db, owner.id, { campaignName: "Autumn", contact: { firstName: "Alan", lastName: "Turing", company: "" }, expiresAt: new Date(Date.now() - 1000) });
      await ctx.request(`/site/${expired.microsite.slug}/request-link`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.21" } });
      await expect.poll(async () => (await ctx.workDueJobs(deliverWebhookJob), receiver.received.length)).toBe(3);
      expect(JSON.parse(receiver.received[2].body)).toEqual({ text: "Alan Turing asked for a new link to their expired microsite (Autumn) — extend it from Pitchsite" });
    });
  });
});
