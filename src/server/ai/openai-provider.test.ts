import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";
import { createOpenAiProvider } from "./openai-provider";
import { createUsageMeter, GenerationError } from "./provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { AP_BRAND, AP_OFFERINGS } from "../test/ai/ap-sender";
import { sampleGenerationInput } from "../test/ai/generation-input";

const input = sampleGenerationInput({
  seed: "m1",
  offerings: [{ id: "o-1", outcomes: [], name: "Growth Plan", type: "Service", description: "Onboarding", price: 1200, currency: "EUR", unitType: "month", requiresQuote: false }],
});

describe("OpenAI-compatible provider against a local fake server", () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.configure({ latencyMs: 0, failureRate: 0, alwaysFail: null });
    fake.resetStats();
  });

  const provider = (settings = {}, concurrency = 4) =>
    createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency, settings: { timeoutMs: 120_000, maxRetries: 2, ...settings } });

  it("asks for structured JSON built from the selected fields, tone, block plan and offerings", async () => {
    const content = await provider().generate(input);
    expect(micrositeContentSchema.parse(content)).toEqual(content);
    expect(content.headline).toContain("Dana");
    // The sample framework plans problem, outcomes, proof and the offer; proof is left out: the sender has no stories.
    expect(content.blocks.map((b) => b.kind)).toEqual(["problem", "outcomes", "offer"]);
    expect(content.offeringId).toBe("o-1");
    const body = fake.stats.lastBody as { response_format: { type: string; json_schema: { strict: boolean } }; model: string };
    expect(body.model).toBe("fake-model");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(fake.stats.lastPrompt).toContain("Private note from the rep (never quote it): Asked about scheduling");
    expect(fake.stats.lastPrompt).toContain("Friendly & Approachable, Concise & Direct");
    expect(fake.stats.lastPrompt).toContain("- id o-1: Growth Plan (Service) — €1,200 / month");
    expect(fake.stats.lastPrompt).not.toContain("Last name");
  });

  it("asks a re-write with the quality failures last, after the unchanged shared prefix", async () => {
    await provider().generate(input);
    const firstPrompt = fake.stats.lastPrompt;
    await provider().generate(input, undefined, ["No prohibited terms: The page uses “cheap”"]);
    expect(fake.stats.lastPrompt.startsWith(firstPrompt)).toBe(true);
    expect(fake.stats.lastPrompt).toContain("failed these quality checks. Write it again so that it passes them:\n- No prohibited terms: The page uses “cheap”");
  });

  it("references the sender's stories and the pinned offering by id, with the contact as the last message", async () => {
    const ap = sampleGenerationInput({ brand: AP_BRAND, offerings: AP_OFFERINGS, campaign: { ...input.campaign, featuredOfferingId: "o-onboarding" } });
    const content = await provider().generate(ap);
    expect(content.offeringId).toBe("o-onboarding");
    expect(content.blocks.find((b) => b.kind === "proof")).toMatchObject({ storyIds: ["p-harbor", "p-nova", "p-steel"] });
    const messages = (fake.stats.lastBody as { messages: Array<{ content: string }> }).messages;
    expect(messages.at(-1)?.content).toMatch(/^## Contact\n- First name: Dana/);
  });

  it("keeps prohibited terms out of what the model wrote", async () => {
    const constraints = { ...input.framework.document.contentConstraints, prohibitedTerms: ["sharper"] };
    const strict = { ...input, framework: { ...input.framework, document: { ...input.framework.document, contentConstraints: constraints } } };
    const content = await provider().generate(strict);
    expect(fake.stats.lastPrompt).toContain("- Prohibited terms (never use): sharper");
    expect(JSON.stringify(content)).not.toMatch(/sharper/i);
    expect(content.headline).toBe("Dana, a plan for St. Mary Clinic");
  });

  it("falls back from json_schema to json_object to none when the server refuses a format, and remembers it", async () => {
    const fellBack: string[] = [];
    const p = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 2, settings: { timeoutMs: 120_000 }, onFormatFallback: (from, to) => fellBack.push(`${from}->${to}`) });
    fake.configure({ refusedFormats: ["json_schema"] });
    expect(micrositeContentSchema.parse(await p.generate(input)).headline).toContain("Dana");
    expect((fake.stats.lastBody as { response_format: { type: string } }).response_format.type).toBe("json_object");
    fake.configure({ refusedFormats: ["json_schema", "json_object"] });
    // Without a format the answer came in a Markdown fence after a sentence: the JSON inside it is read.
    expect(micrositeContentSchema.parse(await p.generate({ ...input, seed: "m2" })).headline).toContain("Dana");
    expect((fake.stats.lastBody as { response_format?: unknown }).response_format).toBeUndefined();
    expect(fellBack).toEqual(["json_schema->json_object", "json_object->none"]);
    expect(p.responseFormat()).toBe("none");
    const requests = fake.stats.chatRequests;
    await p.generate({ ...input, seed: "m3" });
    expect(fake.stats.chatRequests).toBe(requests + 1);
    fake.configure({ refusedFormats: [] });
  });

  it("takes AI_RESPONSE_FORMAT: json_object and none from the first request, with the JSON shape in the prompt", async () => {
    for (const responseFormat of ["json_object", "none"] as const) {
      fake.resetStats();
      const content = await provider({ responseFormat }).generate(input);
      expect(content.offeringId).toBe("o-1");
      expect(fake.stats.chatRequests).toBe(1);
      const body = fake.stats.lastBody as { response_format?: { type: string } };
      expect(body.response_format?.type).toBe(responseFormat === "none" ? undefined : "json_object");
      expect(fake.stats.lastPrompt).toContain('Answer with one JSON object of this shape');
      expect(fake.stats.lastPrompt).toContain('"kind": "steps"');
    }
  });

  it("a refusal that is not about the format (a wrong key) is an error, not a fallback", async () => {
    fake.configure({ alwaysFail: null });
    const p = createOpenAiProvider({ apiKey: "sk-wrong", baseUrl: fake.url, model: "fake-model", concurrency: 1, settings: { timeoutMs: 120_000 } });
    await expect(p.generate(input)).rejects.toThrow(/refused the API key/);
    expect(p.responseFormat()).toBe("json_schema");
  });

  it("never has more than AI_CONCURRENCY requests in flight", async () => {
    fake.configure({ latencyMs: 60 });
    const p = provider({}, 3);
    await Promise.all(Array.from({ length: 12 }, (_, i) => p.generate({ ...input, seed: `s${i}` })));
    expect(fake.stats.chatRequests).toBe(12);
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(3);
  });

  it("sends a page's re-write before the first requests of pages not yet begun, so pages finish one by one", async () => {
    fake.configure({ latencyMs: 100 });
    const p = provider({}, 1);
    const answeredWhenFinished: number[] = [];
    // Each page asks twice with its own meter (a write, then its re-write), as a page that fails a gate does.
    const page = async (i: number) => {
      const meter = createUsageMeter();
      await p.generate({ ...input, seed: `page-${i}` }, undefined, undefined, meter);
      await p.generate({ ...input, seed: `page-${i}-again` }, undefined, undefined, meter);
      answeredWhenFinished.push(fake.stats.answered);
    };
    await Promise.all(Array.from({ length: 4 }, (_, i) => page(i)));
    // In arrival order the first page would finish after all four first answers and its own second one (5).
    expect(answeredWhenFinished[0]).toBeLessThanOrEqual(3);
    expect(fake.stats.maxInFlight).toBe(1);
  });

  it("retries 5xx and 429 with backoff and then succeeds", async () => {
    fake.configure({ failureRate: 0.5, failureKind: "server-error" });
    const p = provider({ maxRetries: 4 });
    const results = await Promise.all(Array.from({ length: 6 }, () => p.generate(input)));
    expect(results).toHaveLength(6);
    expect(fake.stats.failures).toBeGreaterThan(0);
    fake.configure({ failureRate: 0.5, failureKind: "rate-limit" });
    await expect(p.generate(input)).resolves.toBeTruthy();
  });

  it("reports a provider that stays down and a hang as clear, retryable errors; invalid JSON asked again, then final", async () => {
    fake.configure({ alwaysFail: "server-error" });
    await expect(provider({ maxRetries: 1 }).generate(input)).rejects.toMatchObject({ message: "The AI provider answered 503: The server is overloaded", retryable: true });
    fake.configure({ alwaysFail: "invalid-json" });
    const invalid = provider({ invalidOutputRetries: 1 }).generate(input);
    await expect(invalid).rejects.toBeInstanceOf(GenerationError);
    await expect(invalid).rejects.toMatchObject({ message: "The AI provider returned text that is not valid JSON", retryable: false });
    expect(fake.stats.chatRequests).toBeGreaterThanOrEqual(4);
    fake.configure({ alwaysFail: "hang" });
    await expect(provider({ timeoutMs: 300, maxRetries: 0 }).generate(input)).rejects.toThrow("The AI provider did not answer within 300 ms");
  });

  it("refuses a wrong key without retrying and checks reachability with the key tail only", async () => {
    const wrong = createOpenAiProvider({ apiKey: "sk-wrong-0000", baseUrl: fake.url, model: "fake-model", concurrency: 1 });
    await expect(wrong.generate(input)).rejects.toMatchObject({ retryable: false });
    const denied = await wrong.check();
    expect(denied).toMatchObject({ ok: false, status: 401, diagnostics: { openaiKeyTail: "0000" } });
    const ok = await provider().check();
    expect(ok).toMatchObject({ ok: true, status: 200, diagnostics: { openaiKeyTail: fake.apiKey.slice(-4) } });
    expect(ok.message).toContain("model fake-model is available");
    expect(JSON.stringify(ok)).not.toContain(fake.apiKey);
  });

  it("says Not reachable when nothing listens", async () => {
    const nobody = createOpenAiProvider({ apiKey: "sk-x-1234", baseUrl: "http://127.0.0.1:1/v1", model: "m", concurrency: 1 });
    const result = await nobody.check();
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.message).toContain("Could not reach the AI provider at http://127.0.0.1:1/v1");
  });
});
