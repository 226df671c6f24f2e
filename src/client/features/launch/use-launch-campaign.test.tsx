// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import type { StoredRunStatus } from "@/shared/run-status";
import { campaignStateOf } from "@/shared/test/campaign-state-factory";
import { toast } from "@/client/lib/toast-store";
import { fakeClockForQueries } from "@/client/test/fake-clock-queries";
import { useLaunchCampaign } from "./use-launch-campaign";

const CAMPAIGN = "0b8c6f3e-2a57-4c1e-9d3b-6f1e2a7c8d90";

const status = (processed: number, total: number, runId: string): CampaignStatusAnswer => ({
  campaign_id: CAMPAIGN,
  run_id: runId,
  runId,
  status: processed >= total ? "completed" : "running",
  processed,
  total,
  remaining: total - processed,
  percent: total ? Math.floor((processed / total) * 100) : 100,
  etaMs: null,
  generating: 0,
  recovering: 0,
  error: null,
  pause_reason: null,
  superseded_by: null,
  campaign_state: campaignStateOf(),
  usage: { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0, priced: true },
});

type Reply = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

/** The product server as the browser meets it: scripted answers for the launch POST and for the status polls, each call timed. */
function scriptedServer(launches: Reply[], polls: Reply[]) {
  const calls: Array<{ at: number; kind: "launch" | "status" | "other"; runId: string | null }> = [];
  const t0 = Date.now();
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const kind = url.pathname === "/api/launch-campaign" ? "launch" : url.pathname === "/api/campaign-status" ? "status" : "other";
    calls.push({ at: Date.now() - t0, kind, runId: url.searchParams.get("runId") });
    const script = kind === "launch" ? launches : kind === "status" ? polls : [{ status: 200, body: {} }];
    const count = calls.filter((c) => c.kind === kind).length;
    const scripted = script[Math.min(count - 1, script.length - 1)];
    const reply = typeof scripted === "function" ? await scripted() : scripted;
    init.signal?.throwIfAborted();
    // Read at once: a real Response streams its body on timers the fake clock holds back.
    const text = JSON.stringify(reply.body);
    return { ok: reply.status < 300, status: reply.status, headers: new Headers({ "content-type": "application/json" }), text: async () => text, json: async () => reply.body } as unknown as Response;
  });
  return { times: (kind: "launch" | "status") => calls.filter((c) => c.kind === kind).map((c) => c.at), calls };
}

type Hook = ReturnType<typeof useLaunchCampaign>;

/** Renders the hook as the launch panel does, on a fresh QueryClient; `current` is its latest answer. */
function renderLaunch(launchStatus: StoredRunStatus | null = null) {
  const client = new QueryClient();
  const seen: { current: Hook; toasts: string[] } = { current: null as unknown as Hook, toasts: [] };
  // Every toast shown from now on, also after it hid itself.
  const before = new Set(toast.list().map((t) => t.id));
  const stopRecording = toast.subscribe(() => {
    for (const t of toast.list().filter(({ id }) => !before.has(id))) {
      before.add(t.id);
      seen.toasts.push(t.message);
    }
  });
  function Probe() {
    seen.current = useLaunchCampaign({ id: CAMPAIGN, launch_status: launchStatus });
    return null;
  }
  const root: Root = createRoot(document.createElement("div"));
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  return {
    seen,
    unmount: () => {
      act(() => root.unmount());
      stopRecording();
    },
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const accepted = (runId: string) => ({ status: 202, body: { runId, run_id: runId, status: "queued", processed: 0, total: 5, remaining: 5 } });

describe("useLaunchCampaign (spec 4 and 9, on TanStack Query)", () => {
  fakeClockForQueries();
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("retries the POST 1000 ms after a 503, polls the run at 1000 and 1600 ms, completes with one toast and hides the bar 1200 ms later", async () => {
    const server = scriptedServer([{ status: 503, body: {} }, accepted("run-1")], [{ status: 200, body: status(3, 5, "run-1") }, { status: 200, body: status(5, 5, "run-1") }]);
    const view = renderLaunch();
    await act(async () => void view.seen.current.launch());
    expect(view.seen.current.state).toMatchObject({ phase: "queued", barVisible: true, progress: null });
    await advance(1000);
    expect(server.times("launch")).toEqual([0, 1000]);
    expect(view.seen.current.state).toMatchObject({ phase: "queued", runId: "run-1" });
    await advance(1000);
    expect(view.seen.current.state).toMatchObject({ phase: "running", progress: { processed: 3, total: 5 } });
    await advance(1600);
    expect(server.times("status")).toEqual([2000, 3600]);
    expect(server.calls.filter((c) => c.kind === "status").map((c) => c.runId)).toEqual(["run-1", "run-1"]);
    expect(view.seen.current.state).toMatchObject({ phase: "completed", progress: { percent: 100 }, barVisible: true });
    expect(view.seen.toasts).toContain("Campaign launched successfully!");
    await advance(1199);
    expect(view.seen.current.state.barVisible).toBe(true);
    await advance(1);
    expect(view.seen.current.state.barVisible).toBe(false);
    await advance(60_000);
    expect(server.times("status")).toHaveLength(2);
    expect(view.seen.toasts.filter((t) => t === "Campaign launched successfully!")).toHaveLength(1);
    view.unmount();
  });

  it("a newer launch invalidates the older polling: the old run's late answer changes nothing", async () => {
    let answerOld!: (reply: { status: number; body: unknown }) => void;
    const oldAnswer = new Promise<{ status: number; body: unknown }>((resolve) => (answerOld = resolve));
    const server = scriptedServer([accepted("run-old"), accepted("run-new")], [() => oldAnswer, { status: 200, body: status(1, 5, "run-new") }]);
    const view = renderLaunch();
    await act(async () => void view.seen.current.launch());
    await advance(1000); // the old run's first poll now waits on the server
    await act(async () => void view.seen.current.launch());
    await act(async () => answerOld({ status: 200, body: status(5, 5, "run-old") }));
    expect(view.seen.current.state).toMatchObject({ phase: "queued", runId: "run-new" });
    expect(view.seen.toasts).not.toContain("Campaign launched successfully!");
    await advance(1000);
    expect(server.calls.filter((c) => c.kind === "status").map((c) => c.runId)).toEqual(["run-old", "run-new"]);
    expect(view.seen.current.state).toMatchObject({ phase: "running", runId: "run-new", progress: { processed: 1 } });
    view.unmount();
  });

  it("counts a 504 that lasts through 5 attempts as running in the background, polling by campaign", async () => {
    const server = scriptedServer([{ status: 504, body: {} }], [{ status: 200, body: status(2, 5, "run-7") }]);
    const view = renderLaunch();
    await act(async () => void view.seen.current.launch());
    await advance(1000 + 2000 + 4000 + 8000);
    expect(server.times("launch")).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(view.seen.current.state).toMatchObject({ phase: "running", runId: null, progress: null, error: null });
    await advance(1000);
    expect(server.calls.filter((c) => c.kind === "status" && c.at > 15000).map((c) => [c.at, c.runId])).toEqual([[16000, null]]);
    expect(view.seen.current.state).toMatchObject({ phase: "running", runId: "run-7", progress: { processed: 2 } });
    view.unmount();
  });

  it("follows a run that was already going when the page opened, asking at once", async () => {
    const server = scriptedServer([], [{ status: 200, body: status(2, 5, "run-3") }]);
    const view = renderLaunch("running");
    await advance(0);
    expect(server.times("status")).toEqual([0]);
    expect(view.seen.current.state).toMatchObject({ phase: "running", runId: "run-3", progress: { processed: 2 } });
    await advance(1000);
    expect(server.times("status")).toEqual([0, 1000]);
    view.unmount();
  });
});
