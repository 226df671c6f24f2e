import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { launchBackoffMs, launchMutationOptions, startedInBackground, type LaunchVariables } from "./launch-campaign";

const CAMPAIGN = "0b8c6f3e-2a57-4c1e-9d3b-6f1e2a7c8d90";
const RUN = "5f0d3c2b-1a9e-4b7d-8c6f-2e1d0c9b8a7f";

type Scripted = { status: number; body?: string; type?: string } | "network-error";
const json = (status: number, body: unknown): Scripted => ({ status, body: JSON.stringify(body), type: "application/json" });
const accepted = json(202, { runId: RUN, run_id: RUN, status: "queued", processed: 0, total: 5, remaining: 5, etaMs: null });

/** A scripted network behind the typed client: answers each attempt in turn and records when it was made (fake clock) and what was sent. */
function scriptedFetch(replies: Scripted[]) {
  const calls: Array<{ at: number; url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    init.signal?.throwIfAborted();
    calls.push({ at: Date.now(), url: String(url), body: JSON.parse(String(init.body)) });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    return new Response(reply.body ?? "", { status: reply.status, headers: reply.type ? { "content-type": reply.type } : {} });
  });
  const gaps = () => calls.slice(1).map((c, i) => c.at - calls[i].at);
  return { calls, gaps };
}

/** The launch mutation as the launch panel runs it (retries, then a lasting 504 read as a background start), on the fake clock. */
async function launchCampaign(campaignId: string, variables: LaunchVariables) {
  const observer = new MutationObserver(new QueryClient(), launchMutationOptions(campaignId));
  const outcome = observer
    .mutate(variables)
    .catch(startedInBackground)
    .then(
      (value) => ({ value, error: null as Error | null }),
      (error: Error) => ({ value: null, error }),
    );
  return outcome;
}

async function settle<T>(promise: Promise<T>) {
  await vi.runAllTimersAsync();
  return promise;
}

describe("launchBackoffMs", () => {
  it("waits 1000 ms, doubling, capped at 16000 ms", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(launchBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 16000, 16000]);
  });
});

describe("the launch mutation (retrying POST through the typed client)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("retries statuses 0, 429, 500 and 503 with 1000/2000/4000/8000 ms waits, then reads the 202", async () => {
    const net = scriptedFetch(["network-error", { status: 429, body: "slow down" }, json(500, { error: "boom" }), { status: 503 }, accepted]);
    const { value, error } = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k1" }));
    expect(error).toBeNull();
    expect(net.gaps()).toEqual([1000, 2000, 4000, 8000]);
    expect(value).toMatchObject({ runId: RUN, status: "queued", processed: 0, total: 5, remaining: 5, percent: 0, keepPolling: true, background: false });
  });

  it("sends both spellings and the same dedupe key on every attempt", async () => {
    const net = scriptedFetch([{ status: 502 }, accepted]);
    await settle(launchCampaign(CAMPAIGN, { dedupeKey: "click-7" }));
    expect(net.calls.map((c) => c.url)).toEqual(["/api/launch-campaign", "/api/launch-campaign"]);
    expect(net.calls.map((c) => c.body)).toEqual(Array(2).fill({ campaignId: CAMPAIGN, campaign_id: CAMPAIGN, dedupeKey: "click-7", dedupe_key: "click-7" }));
  });

  it("gives up after 5 attempts with the server's error, or 'launch-campaign failed (status)' without one", async () => {
    const withError = scriptedFetch([json(500, { error: "Database is restarting" })]);
    const first = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(withError.calls).toHaveLength(5);
    expect(withError.gaps()).toEqual([1000, 2000, 4000, 8000]);
    expect(first.error?.message).toBe("Database is restarting");

    scriptedFetch([json(503, {})]);
    const second = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(second.error?.message).toBe("launch-campaign failed (503)");
  });

  it("counts a 504 that lasts to the last attempt as running in the background", async () => {
    const net = scriptedFetch([{ status: 504, body: "<html>Gateway Timeout</html>", type: "text/html" }]);
    const { value, error } = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(error).toBeNull();
    expect(net.calls).toHaveLength(5);
    expect(value).toMatchObject({ runId: null, background: true, keepPolling: true });
  });

  it("does not retry other 4xx: the error field is the message", async () => {
    const net = scriptedFetch([json(400, { error: "This campaign has no contacts yet. Add contacts before launching it." })]);
    const { error } = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(net.calls).toHaveLength(1);
    expect(error?.message).toBe("This campaign has no contacts yet. Add contacts before launching it.");
  });

  it("reports a non-JSON reply with its status and a preview, and JSON that does not parse as 'invalid JSON'", async () => {
    scriptedFetch([{ status: 404, body: "<html>\n  <body>Not   Found</body>\n</html>", type: "text/html" }]);
    const notJson = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(notJson.error?.message).toBe("launch-campaign returned non-JSON (404). Preview: <html> <body>Not Found</body> </html>");

    scriptedFetch([{ status: 202, body: '{"runId": ', type: "application/json" }]);
    const invalid = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(invalid.error?.message).toBe("invalid JSON");
  });

  it("checks the payload: numbers processed and total, or a totals object", async () => {
    scriptedFetch([json(202, { runId: RUN, status: "queued" })]);
    const bad = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(bad.error?.message).toBe("launch-campaign returned unexpected payload");

    scriptedFetch([json(200, { run_id: RUN, status: "running", totals: { staged: 8, generated: 2 } })]);
    const good = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(good.value).toMatchObject({ runId: RUN, processed: 2, total: 8, remaining: 6, percent: 25, keepPolling: true });

    scriptedFetch([json(200, { run_id: RUN, queued: true, processed: 1, total: 4, avg_ms: 250, timed_out: true })]);
    const late = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(late.value).toMatchObject({ status: "queued", remaining: 3, etaMs: 750, background: true });

    scriptedFetch([json(200, { runId: RUN, status: "completed", processed: 3, total: 3 })]);
    const finished = await settle(launchCampaign(CAMPAIGN, { dedupeKey: "k" }));
    expect(finished.value).toMatchObject({ remaining: 0, percent: 100, keepPolling: false });
  });

  it("refuses a campaign id that is not a UUID without calling the server", async () => {
    const net = scriptedFetch([accepted]);
    const { error } = await settle(launchCampaign("not-a-uuid", { dedupeKey: "k" }));
    expect(error?.message).toBe("campaignId must be a valid UUID");
    expect(net.calls).toHaveLength(0);
  });

  it("stops retrying when a newer launch aborts it", async () => {
    const net = scriptedFetch([{ status: 500 }, accepted]);
    const abort = new AbortController();
    const outcome = launchCampaign(CAMPAIGN, { dedupeKey: "k", signal: abort.signal });
    await vi.advanceTimersByTimeAsync(500);
    abort.abort();
    await vi.runAllTimersAsync();
    expect((await outcome).error?.name).toBe("AbortError");
    expect(net.calls).toHaveLength(1);
  });
});
