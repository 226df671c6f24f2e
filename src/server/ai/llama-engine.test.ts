import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { sampleContent, sampleGeneration } from "../test/quality/page-fixtures";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";
import { startLlamaCppOpenAiServer } from "../test/llama-cpp-openai-server";

/**
 * Issue 24 on a real inference engine: llama.cpp through node-llama-cpp serving the tiny random model on 127.0.0.1.
 * Its answers are token soup; nothing it writes may be published, and its judgments fail closed. Short answers keep
 * the run to a few requests; nothing here asserts how long they take.
 */
describe("a launch against a real engine (local llama.cpp, tiny random model)", () => {
  let server: Awaited<ReturnType<typeof startLlamaCppOpenAiServer>>;
  let ai: AiProvider;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // A server that ignores response_format, as many local servers do: the model writes free text.
    server = await startLlamaCppOpenAiServer({ grammars: false, maxTokens: 24 });
    ai = createOpenAiProvider({ apiKey: server.apiKey, baseUrl: server.url, model: server.model, concurrency: 1, judge: true, settings: { timeoutMs: 600_000, maxRetries: 0, invalidOutputRetries: 0 } });
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } } });
    owner = await ctx.signUp();
    await ctx.startWorker();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });

  it("publishes no page of the engine's, and holds it with the reason in the campaign view", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    const res = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie });
    const { runId } = (await res.json()) as LaunchAnswer;
    await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      undefined,
      500,
    );
    const [page] = await micrositesOf(ctx.db, campaign.id);
    expect(page.status).toBe("error");
    expect(page.htmlContent).toBeNull();
    const detail = (await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()) as { microsites: Array<{ error: string }> };
    // Token soup is no JSON; should the soup parse, the format check or the gates hold it.
    expect(detail.microsites[0].error).toMatch(/^(The AI provider returned text that is not valid JSON|The AI provider's answer does not match the microsite format|Quality check failed: )/);
    expect(server.stats.requests).toBeGreaterThanOrEqual(1);
  }, 300_000);

  it("works with each AI_RESPONSE_FORMAT: json_schema and json_object answers are written as JSON, none as free text", async () => {
    // A server that honours response_format with grammars, as llama.cpp's does (answers stay 24 tokens short).
    server.configure({ grammars: true });
    try {
      for (const responseFormat of ["json_schema", "json_object", "none"] as const) {
        const provider = createOpenAiProvider({ apiKey: server.apiKey, baseUrl: server.url, model: server.model, concurrency: 1, settings: { timeoutMs: 600_000, maxRetries: 0, invalidOutputRetries: 0, responseFormat } });
        const answered = server.stats.answers.length;
        // The random model's page is rejected or later held by the gates; what matters here is the exchange.
        await provider.generate(sampleGeneration()).catch((error: Error) => expect(error.message).toMatch(/^The AI provider('s answer| returned text)/));
        expect(server.stats.answers.length).toBe(answered + 1);
        expect(server.stats.formats.at(-1)).toBe(responseFormat === "none" ? "none" : responseFormat);
        // The server took the format (no fallback), and under a JSON format the grammar made the model write JSON
        // (cut short at the answer's token cap, which the provider reports as not valid JSON).
        expect(provider.responseFormat()).toBe(responseFormat);
        if (responseFormat !== "none") expect(server.stats.answers.at(-1)!.trimStart()).toMatch(/^\{/);
      }
    } finally {
      server.configure({ grammars: false });
    }
  }, 300_000);

  it("fails closed on the engine's judgment of a page", async () => {
    const verdict = await ai.judge!(sampleGeneration(), sampleContent());
    expect(verdict).toEqual({ passed: false, message: "The AI judge's answer could not be read, so the page was not judged" });
  }, 300_000);
});
