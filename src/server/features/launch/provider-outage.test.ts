import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext } from "@/server/test/test-app";

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Issue 24 item 5: an outage does not leave rows "Pending" with no word. */
describe("a launch while the AI provider keeps failing", () => {
  let ctx: TestContext | null = null;
  let fake: FakeOpenAiServer | null = null;
  afterEach(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const launchAgainst = async (baseUrl: string, apiKey: string) => {
    const ai = createOpenAiProvider({ apiKey, baseUrl, model: "fake-model", concurrency: 2, settings: { timeoutMs: 5000, maxRetries: 0 } });
    // Retries far apart: the pages stay queued for their retry while the test reads what they say.
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 3, retryDelaySeconds: 600, retryDelayMaxSeconds: 600 } } });
    const owner = await ctx.signUp();
    await ctx.startWorker();
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 3 });
    const c = ctx;
    const run = (await (await c.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie })).json()) as LaunchAnswer;
    const status = await waitFor(
      async () => (await (await c.request(`/api/campaign-status?runId=${run.runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.error !== null,
    );
    const rows = (await (await c.request(`/api/campaigns/${campaign.id}/microsites`, { cookie: owner.cookie })).json()) as { items: Array<{ status: string; error: string | null }> };
    return { status, rows: rows.items };
  };

  it("answers 5xx: the run's status and the waiting rows say so with the provider's message", async () => {
    fake = await startFakeOpenAiServer({ alwaysFail: "server-error" });
    const { status, rows } = await launchAgainst(fake.url, fake.apiKey);
    const waiting = "Waiting for the AI provider: The AI provider answered 503: The server is overloaded";
    expect(status).toMatchObject({ status: "running", processed: 0, total: 3, error: waiting });
    expect(rows.some((r) => r.status === "pending" && r.error === waiting)).toBe(true);
  }, 120_000);

  it("refuses connections: the status names the address and the refusal", async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const { status } = await launchAgainst(url, "sk-test");
    expect(status.status).toBe("running");
    expect(status.error).toMatch(new RegExp(`^Waiting for the AI provider: Could not reach the AI provider at ${url.replace(/[.]/g, "\\.")} \\(.*ECONNREFUSED`));
  }, 120_000);

  it("refuses the API key (401): each page fails with the provider's message, no retry", async () => {
    fake = await startFakeOpenAiServer();
    const { status } = await launchAgainst(fake.url, "sk-wrong-key");
    expect(status.status).toBe("failed");
    expect(status.error).toBe("3 of 3 microsites failed: The AI provider refused the API key (401): Incorrect API key provided");
  }, 120_000);
});
