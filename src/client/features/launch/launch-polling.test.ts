import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { campaignStateOf } from "@/shared/test/campaign-state-factory";
import { ApiRequestError } from "@/client/lib/api";
import { fakeClockForQueries } from "@/client/test/fake-clock-queries";
import type { StatusTarget } from "./api/get-campaign-status";
import { isFatalStatusError, pendingLookupQueryOptions, pollDelayMs, runStatusQueryOptions, type RunFollow, type RunPoll } from "./launch-polling";

const CAMPAIGN = "0b8c6f3e-2a57-4c1e-9d3b-6f1e2a7c8d90";

const status = (processed: number, total: number, over: Partial<CampaignStatusAnswer> = {}): CampaignStatusAnswer => ({
  campaign_id: CAMPAIGN,
  run_id: "run-1",
  runId: "run-1",
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
  ...over,
});

type Reply = CampaignStatusAnswer | Error | (() => Promise<CampaignStatusAnswer>);

/** A scripted status endpoint: each poll takes the next reply (the last one repeats) and is recorded with its time. */
function scripted(replies: Reply[]) {
  const polls: Array<{ at: number; target: StatusTarget }> = [];
  const fetchStatus = async (target: StatusTarget) => {
    polls.push({ at: Date.now(), target });
    const reply = replies[Math.min(polls.length - 1, replies.length - 1)];
    if (typeof reply === "function") return reply();
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const t0 = Date.now();
  return { fetchStatus, polls, times: () => polls.map((p) => p.at - t0), gaps: () => polls.slice(1).map((p, i) => p.at - polls[i].at) };
}

/** One followed run, observed as useQuery observes it. */
function follow(net: ReturnType<typeof scripted>, over: Partial<RunFollow> = {}) {
  const client = new QueryClient();
  const options = (f: Partial<RunFollow>) => runStatusQueryOptions({ queryKey: ["launch-status", "a"], target: { campaignId: CAMPAIGN, runId: "run-1" }, immediate: false, ...over, ...f }, net.fetchStatus);
  const observer = new QueryObserver<RunPoll>(client, options({}));
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, unsubscribe, switchTo: (f: Partial<RunFollow>) => observer.setOptions(options(f)) };
}

describe("pollDelayMs", () => {
  it("starts at 1000 ms, grows x1.6 per round and stays within 1000-10000 ms", () => {
    const delays = Array.from({ length: 9 }, (_, round) => pollDelayMs(round));
    expect(delays).toEqual([1000, 1600, 2560, 4096, 6554, 10000, 10000, 10000, 10000]);
    expect(pollDelayMs(-3)).toBe(1000);
  });
});

describe("isFatalStatusError", () => {
  it("gives up on a lost run or a bad request, keeps trying on hiccups", () => {
    const error = (status?: number) => (status === undefined ? new Error("offline") : new ApiRequestError("x", status));
    expect([400, 401, 404].map((s) => isFatalStatusError(error(s)))).toEqual([true, true, true]);
    expect([undefined, 0, 408, 429, 500, 502, 503, 504].map((s) => isFatalStatusError(error(s)))).toEqual(Array(8).fill(false));
  });
});

describe("the run status query (useQuery with refetchInterval)", () => {
  fakeClockForQueries();

  it("after a launch answered, polls at 1000, 2600, 5160 ms and stops when the run completed", async () => {
    const net = scripted([status(2, 5), status(4, 5), status(5, 5)]);
    const f = follow(net);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.times()).toEqual([1000, 2600, 5160]);
    expect(f.observer.getCurrentResult().data).toMatchObject({ status: "completed", processed: 5 });
    f.unsubscribe();
  });

  it("backs off x1.6 up to 10000 ms while the run keeps going", async () => {
    const net = scripted([status(1, 500)]);
    const f = follow(net);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.gaps().slice(0, 7)).toEqual([1600, 2560, 4096, 6554, 10000, 10000, 10000]);
    f.unsubscribe();
  });

  it("asks at once for a run that was already going, then 1000, 1600 ms later", async () => {
    const net = scripted([status(1, 5), status(2, 5), status(5, 5)]);
    const f = follow(net, { immediate: true, target: { campaignId: CAMPAIGN, runId: null } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.times()).toEqual([0, 1000, 2600]);
    f.unsubscribe();
  });

  it("polls by campaign until an answer names the run, then by run, without restarting the delays", async () => {
    const net = scripted([status(1, 5, { runId: "run-9", run_id: "run-9" }), status(5, 5, { runId: "run-9", run_id: "run-9" })]);
    const f = follow(net, { target: { campaignId: CAMPAIGN, runId: null } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.polls.map((p) => [p.at, p.target.runId])).toEqual([
      [net.polls[0].at, null],
      [net.polls[0].at + 1600, "run-9"],
    ]);
    f.unsubscribe();
  });

  it("keeps polling through a passing error and a run waiting for disk space, and stops on a lost run", async () => {
    const lost = scripted([new ApiRequestError("Failed to fetch campaign status (502)", 502), status(2, 5, { status: "paused", pause_reason: "disk" }), new ApiRequestError("Launch run not found", 404)]);
    const f = follow(lost);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lost.times()).toEqual([1000, 2600, 5160]);
    expect(f.observer.getCurrentResult().error?.message).toBe("Launch run not found");
    f.unsubscribe();
  });

  it("stops on a failed run, a run the user paused and a run another launch took over", async () => {
    for (const settled of [status(1, 5, { status: "failed" }), status(1, 5, { status: "paused" }), status(1, 5, { status: "cancelled", superseded_by: "run-2" })]) {
      const net = scripted([status(0, 5), settled]);
      const f = follow(net);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(net.polls).toHaveLength(2);
      f.unsubscribe();
    }
  });

  it("a newer launch invalidates the older polling: no more polls for it, and its late answer is never read", async () => {
    let answerOld!: (answer: CampaignStatusAnswer) => void;
    const old = new Promise<CampaignStatusAnswer>((resolve) => (answerOld = resolve));
    const net = scripted([() => old, status(1, 5, { runId: "run-new", run_id: "run-new" }), status(2, 5, { runId: "run-new", run_id: "run-new" })]);
    const f = follow(net, { queryKey: ["launch-status", "launch-1"] });
    await vi.advanceTimersByTimeAsync(1000); // the old run's first poll now waits on the server
    f.switchTo({ queryKey: ["launch-status", "launch-2"], target: { campaignId: CAMPAIGN, runId: "run-new" } });
    answerOld(status(5, 5, { runId: "run-old", run_id: "run-old" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(f.observer.getCurrentResult().data).toBeNull();
    await vi.advanceTimersByTimeAsync(1000 + 1600);
    expect(net.times()).toEqual([1000, 2000, 3600]);
    expect(net.polls.map((p) => p.target.runId)).toEqual(["run-1", "run-new", "run-new"]);
    expect(f.observer.getCurrentResult().data).toMatchObject({ runId: "run-new", processed: 2 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.polls.filter((p) => p.target.runId === "run-1")).toHaveLength(1);
    f.unsubscribe();
  });
});

describe("the look at the campaign while the launch request is in flight", () => {
  fakeClockForQueries();

  it("asks by campaign after 1500 ms, then every 1500 ms, until the request answered", async () => {
    const net = scripted([status(0, 0, { status: "idle", runId: null, run_id: null }), status(1, 5)]);
    const observer = new QueryObserver<RunPoll>(new QueryClient(), pendingLookupQueryOptions(["launch-lookup", "a"], CAMPAIGN, net.fetchStatus));
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(4500);
    expect(net.times()).toEqual([1500, 3000, 4500]);
    expect(net.polls.every((p) => p.target.runId === null)).toBe(true);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.polls).toHaveLength(3);
  });
});
