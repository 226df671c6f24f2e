import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CampaignStatusAnswer } from "../../../shared/schemas/launch";
import { campaignStateOf } from "../../../shared/test/campaign-state-factory";
import { ApiRequestError } from "../../lib/api";
import type { StatusTarget } from "./api/get-campaign-status";
import type { LaunchStart } from "./api/launch-reply";
import { createLaunchController, type FailureKind, type LaunchControllerDeps } from "./launch-controller";

const CAMPAIGN = "0b8c6f3e-2a57-4c1e-9d3b-6f1e2a7c8d90";

const start = (over: Partial<LaunchStart> = {}): LaunchStart => ({
  runId: "run-1",
  status: "queued",
  processed: 0,
  total: 5,
  remaining: 5,
  percent: 0,
  etaMs: null,
  keepPolling: true,
  background: false,
  ...over,
});

const status = (processed: number, total: number, over: Partial<CampaignStatusAnswer> = {}): CampaignStatusAnswer => ({
  campaign_id: CAMPAIGN,
  run_id: "run-1",
  runId: "run-1",
  status: processed >= total ? "completed" : "running",
  processed,
  total,
  remaining: total - processed,
  percent: total ? Math.floor((processed / total) * 100) : 100,
  etaMs: processed < total ? 4000 : 0,
  generating: 0,
  recovering: 0,
  error: null,
  pause_reason: null,
  superseded_by: null,
  campaign_state: campaignStateOf(),
  usage: { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0, priced: true },
  ...over,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Real controller, scripted server: each status poll takes the next answer (or a function of the target). */
function setup(options: { post?: LaunchControllerDeps["postLaunch"]; answers?: Array<CampaignStatusAnswer | Error | ((t: StatusTarget) => Promise<CampaignStatusAnswer>)> }) {
  const polls: Array<{ at: number; target: StatusTarget }> = [];
  const events: string[] = [];
  const failures: Array<[string, FailureKind]> = [];
  let next = 0;
  const answers = options.answers ?? [];
  const controller = createLaunchController(CAMPAIGN, {
    postLaunch: options.post ?? (async () => start()),
    fetchStatus: async (target) => {
      polls.push({ at: Date.now(), target });
      const answer = answers[Math.min(next++, answers.length - 1)];
      if (typeof answer === "function") return answer(target);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onCompleted: () => events.push("completed"),
    onFailed: (message, kind) => failures.push([message, kind]),
    newDedupeKey: () => "dedupe",
  });
  const gaps = (from = 0) => polls.slice(from + 1).map((p, i) => p.at - polls[from + i].at);
  return { controller, polls, events, failures, gaps, t0: Date.now() };
}

describe("launch controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks queued, posts, polls the run at 1000, 1600, 2560 ms and completes with the bar hidden 1200 ms later", async () => {
    const post = deferred<LaunchStart>();
    const s = setup({ post: () => post.promise, answers: [status(2, 5), status(4, 5), status(5, 5)] });
    void s.controller.launch();
    expect(s.controller.getState()).toMatchObject({ phase: "queued", progress: null, barVisible: true });

    post.resolve(start());
    await vi.advanceTimersByTimeAsync(0);
    expect(s.controller.getState()).toMatchObject({ phase: "queued", runId: "run-1", progress: { processed: 0, total: 5 } });

    await vi.advanceTimersByTimeAsync(1000);
    expect(s.controller.getState()).toMatchObject({ phase: "running", progress: { processed: 2, total: 5, remaining: 3, etaMs: 4000 } });
    await vi.advanceTimersByTimeAsync(1600 + 2560);
    expect(s.polls.map((p) => p.at - s.t0)).toEqual([1000, 2600, 5160]);
    expect(s.polls.every((p) => p.target.runId === "run-1")).toBe(true);
    expect(s.controller.getState()).toMatchObject({ phase: "completed", progress: { remaining: 0, percent: 100 }, barVisible: true });
    expect(s.events).toEqual(["completed"]);

    await vi.advanceTimersByTimeAsync(1199);
    expect(s.controller.getState().barVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.controller.getState().barVisible).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.polls).toHaveLength(3);
  });

  it("backs the polling off x1.6 up to 10000 ms while the run keeps going", async () => {
    const s = setup({ answers: [status(1, 500)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.gaps().slice(0, 7)).toEqual([1600, 2560, 4096, 6554, 10000, 10000, 10000]);
    s.controller.cancel();
  });

  it("polls by campaign when the launch gave no run id, then follows the run it learns", async () => {
    const s = setup({ post: async () => start({ runId: null }), answers: [status(1, 5, { runId: "run-9", run_id: "run-9" }), status(5, 5)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(1000 + 1600);
    expect(s.polls.map((p) => p.target)).toEqual([
      { campaignId: CAMPAIGN, runId: null },
      { campaignId: CAMPAIGN, runId: "run-9" },
    ]);
  });

  it("treats a background (504) start as running and polls by campaign", async () => {
    const s = setup({ post: async () => start({ runId: null, status: "running", total: 0, remaining: 0, background: true }), answers: [status(3, 5), status(5, 5)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.controller.getState()).toMatchObject({ phase: "running", progress: null, barVisible: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.polls[0].target.runId).toBeNull();
    expect(s.controller.getState().progress).toMatchObject({ processed: 3, total: 5 });
  });

  it("looks at the campaign every 1500 ms while the launch request is still in flight", async () => {
    const post = deferred<LaunchStart>();
    const s = setup({ post: () => post.promise, answers: [status(0, 0, { status: "idle", runId: null, run_id: null }), status(1, 5), status(2, 5)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(4500);
    expect(s.polls.map((p) => p.at - s.t0)).toEqual([1500, 3000, 4500]);
    expect(s.polls.every((p) => p.target.runId === null)).toBe(true);
    expect(s.controller.getState()).toMatchObject({ phase: "running", progress: { processed: 2 } });
    post.resolve(start({ status: "running", processed: 2 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(s.polls).toHaveLength(3);
  });

  it("ignores answers of an older launch once a newer one started", async () => {
    const stale = deferred<CampaignStatusAnswer>();
    const posts = [start({ runId: "run-old" }), start({ runId: "run-new" })];
    const s = setup({
      post: async () => posts.shift()!,
      answers: [() => stale.promise, status(1, 5, { runId: "run-new", run_id: "run-new" })],
    });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(1000); // the old run's first poll is now waiting on the server
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(0);
    stale.resolve(status(5, 5, { runId: "run-old", run_id: "run-old" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.events).toEqual([]);
    expect(s.controller.getState()).toMatchObject({ phase: "queued", runId: "run-new" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.polls.at(-1)?.target.runId).toBe("run-new");
    expect(s.controller.getState()).toMatchObject({ phase: "running", progress: { processed: 1 } });
    s.controller.cancel();
  });

  it("drops the answer of a launch request that a newer launch overtook", async () => {
    const first = deferred<LaunchStart>();
    const posts = [() => first.promise, async () => start({ runId: "run-2" })];
    const s = setup({ post: () => posts.shift()!(), answers: [status(1, 5, { runId: "run-2" })] });
    void s.controller.launch();
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(0);
    first.resolve(start({ runId: "run-1", status: "completed", keepPolling: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.events).toEqual([]);
    expect(s.controller.getState().runId).toBe("run-2");
    s.controller.cancel();
  });

  it("clears the progress and reports a failed run", async () => {
    const s = setup({ answers: [status(2, 5), status(5, 5, { status: "failed", error: "5 of 5 microsites failed: provider down" })] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(1000 + 1600);
    expect(s.controller.getState()).toMatchObject({ phase: "failed", progress: null, barVisible: false, error: "5 of 5 microsites failed: provider down" });
    expect(s.failures).toEqual([["5 of 5 microsites failed: provider down", "run"]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.polls).toHaveLength(2);
  });

  it("reports a launch request that failed for good", async () => {
    const s = setup({ post: async () => Promise.reject(new Error("This campaign has no contacts yet. Add contacts before launching it.")) });
    await s.controller.launch();
    expect(s.controller.getState()).toMatchObject({ phase: "failed", progress: null, barVisible: false });
    expect(s.failures).toEqual([["This campaign has no contacts yet. Add contacts before launching it.", "request"]]);
  });

  it("keeps polling through a passing status error, and stops when the run is gone", async () => {
    const s = setup({ answers: [new ApiRequestError("Failed to fetch campaign status (502)", 502), status(2, 5), new ApiRequestError("Launch run not found", 404)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.controller.getState()).toMatchObject({ phase: "queued", statusUnavailable: true });
    await vi.advanceTimersByTimeAsync(1600);
    expect(s.controller.getState()).toMatchObject({ phase: "running", statusUnavailable: false, progress: { processed: 2 } });
    await vi.advanceTimersByTimeAsync(2560);
    expect(s.failures).toEqual([["Launch run not found", "status"]]);
  });

  it("stops polling a paused run, and watch() resumes an ongoing run at once", async () => {
    const s = setup({ answers: [status(2, 5), status(2, 5, { status: "paused" })] });
    s.controller.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.polls).toHaveLength(1);
    expect(s.controller.getState()).toMatchObject({ phase: "running", runId: "run-1", progress: { processed: 2 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.controller.getState()).toMatchObject({ phase: "paused", barVisible: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.polls).toHaveLength(2);
  });

  it("keeps following a run that waits for disk space, saying so, until it goes on (issue 23 item 12)", async () => {
    const full = "Paused: the data disk is almost full (168 MB free)";
    const s = setup({ answers: [status(1920, 3000), status(1920, 3000, { status: "paused", pause_reason: "disk", error: full, etaMs: null }), status(2500, 3000), status(3000, 3000)] });
    s.controller.watch();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.controller.getState()).toMatchObject({ phase: "running", pausedNote: full, barVisible: true, progress: { processed: 1920, etaMs: null } });
    await vi.advanceTimersByTimeAsync(1600);
    expect(s.controller.getState()).toMatchObject({ phase: "running", pausedNote: null, progress: { processed: 2500 } });
    await vi.advanceTimersByTimeAsync(2560);
    expect(s.controller.getState()).toMatchObject({ phase: "completed", pausedNote: null });
    expect(s.events).toEqual(["completed"]);
  });

  it("says what the AI provider answered while it keeps failing the run's pages, and stops saying it once pages are written again (issue 24 item 5)", async () => {
    const waiting = "Waiting for the AI provider: Could not reach the AI provider at http://127.0.0.1:11434/v1 (connect ECONNREFUSED 127.0.0.1:11434)";
    const s = setup({ answers: [status(0, 5), status(0, 5, { error: waiting, etaMs: null }), status(3, 5), status(5, 5)] });
    s.controller.watch();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.controller.getState()).toMatchObject({ phase: "running", pausedNote: waiting, barVisible: true });
    await vi.advanceTimersByTimeAsync(1600);
    expect(s.controller.getState()).toMatchObject({ phase: "running", pausedNote: null, progress: { processed: 3 } });
  });

  it("follows the newer run when a launch in another tab supersedes the one followed, instead of failing (issue 23 item 9)", async () => {
    const newer = { runId: "run-2", run_id: "run-2" };
    const s = setup({
      answers: [status(2, 5, { status: "cancelled", error: "Superseded by a newer launch", superseded_by: "run-2" }), status(4, 5, newer), status(5, 5, newer)],
    });
    s.controller.watch("run-1");
    await vi.advanceTimersByTimeAsync(0);
    expect(s.controller.getState()).toMatchObject({ phase: "running", runId: "run-2", error: null });
    await vi.advanceTimersByTimeAsync(10);
    expect(s.polls.map((p) => p.target.runId)).toEqual(["run-1", "run-2"]);
    expect(s.controller.getState()).toMatchObject({ phase: "running", runId: "run-2", error: null, progress: { processed: 4, total: 5 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.polls.map((p) => p.target.runId)).toEqual(["run-1", "run-2", "run-2"]);
    expect(s.controller.getState().phase).toBe("completed");
    expect(s.failures).toEqual([]);
  });

  it("halt() drops the run being followed", async () => {
    const s = setup({ answers: [status(2, 5)] });
    void s.controller.launch();
    await vi.advanceTimersByTimeAsync(1000);
    s.controller.halt("paused");
    expect(s.controller.getState()).toMatchObject({ phase: "paused", progress: null, barVisible: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.polls).toHaveLength(1);
  });
});
