import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import type { AiProvider } from "@/server/ai/provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { seedCampaign } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

/** The provider behind the preview: the fake account, or one that waits until its request is called off. */
describe("preview with an AI provider", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  let waitForAbort = false;
  let started = 0;
  let aborted = 0;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const openai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 1, settings: { timeoutMs: 5000, maxRetries: 0 } });
    const ai: AiProvider = {
      kind: "openai",
      check: () => openai.check(),
      generate: (input, signal, feedback, meter) => {
        if (!waitForAbort) return openai.generate(input, signal, feedback, meter);
        started += 1;
        return new Promise((_, reject) =>
          signal?.addEventListener("abort", () => {
            aborted += 1;
            reject(signal.reason);
          }),
        );
      },
    };
    ctx = await createTestContext({}, { ai });
    owner = await ctx.signUp();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("says what the provider answered when it fails, instead of a generic error", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    fake.configure({ alwaysFail: "server-error" });
    const res = await ctx.request(`/api/campaigns/${campaign.id}/preview`, { method: "POST", body: {}, cookie: owner.cookie });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "The preview could not be written: The AI provider answered 503: The server is overloaded" });
    fake.configure({ alwaysFail: null });
  });

  it("calls off the provider's request when the browser stops waiting for the preview", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    waitForAbort = true;
    const controller = new AbortController();
    const answer = ctx.request(`/api/campaigns/${campaign.id}/preview`, { method: "POST", body: {}, cookie: owner.cookie, signal: controller.signal });
    await expect.poll(() => started).toBe(1);
    controller.abort();
    await answer.catch(() => null);
    await expect.poll(() => aborted).toBe(1);
    waitForAbort = false;
  });
});
