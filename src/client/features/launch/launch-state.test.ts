import { describe, expect, it } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { campaignStateOf } from "@/shared/test/campaign-state-factory";
import { ApiRequestError } from "@/client/lib/api";
import { backgroundStart, type LaunchStart } from "./api/launch-reply";
import { launchViewOf, type LaunchSession } from "./launch-state";

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
  campaign_id: "c",
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

const following = (over: Partial<Extract<LaunchSession, { kind: "following" }>> = {}): LaunchSession => ({ kind: "following", key: "k", runId: "run-1", start: start(), immediate: false, ...over });
const nothingYet = { answer: null, error: null };
const view = (session: LaunchSession, answer: CampaignStatusAnswer | null = null, error: Error | null = null, lookup: CampaignStatusAnswer | null = null) => launchViewOf(session, { answer, error }, lookup);

describe("the launch panel's state (spec 4)", () => {
  it("is queued with the bar while the launch request is in flight, and shows the run's progress once a look finds some", () => {
    expect(view({ kind: "posting", key: "k" }).state).toMatchObject({ phase: "queued", progress: null, barShown: true });
    expect(view({ kind: "posting", key: "k" }, null, null, status(0, 0, { status: "idle" })).state).toMatchObject({ phase: "queued", progress: null });
    expect(view({ kind: "posting", key: "k" }, null, null, status(2, 5)).state).toMatchObject({ phase: "running", progress: { processed: 2, total: 5 } });
  });

  it("follows the launch's own answer until the first poll answered; a 504 start is running without progress", () => {
    expect(launchViewOf(following(), nothingYet, null).state).toMatchObject({ phase: "queued", runId: "run-1", progress: { processed: 0, total: 5 } });
    expect(launchViewOf(following({ runId: null, start: backgroundStart() }), nothingYet, null).state).toMatchObject({ phase: "running", runId: null, progress: null, barShown: true });
  });

  it("shows each answer's progress and the run it learned, and completes with 100 % and the run's note", () => {
    expect(view(following({ runId: null }), status(2, 5, { runId: "run-9", run_id: "run-9" })).state).toMatchObject({ phase: "running", runId: "run-9", progress: { processed: 2, remaining: 3, etaMs: 4000 } });
    const done = view(following(), status(5, 5, { error: "1 of 5 microsites failed: provider down" }));
    expect(done.state).toMatchObject({ phase: "completed", progress: { remaining: 0, percent: 100, etaMs: 0 }, runNote: "1 of 5 microsites failed: provider down", barShown: true });
    expect(done.outcome).toEqual({ kind: "completed" });
  });

  it("clears the progress on failure: a failed run, a lost run, a launch request that failed", () => {
    const failedRun = view(following(), status(5, 5, { status: "failed", error: "5 of 5 microsites failed: provider down" }));
    expect(failedRun.state).toMatchObject({ phase: "failed", progress: null, barShown: false, error: "5 of 5 microsites failed: provider down" });
    expect(failedRun.outcome).toEqual({ kind: "failed", failure: "run", message: "5 of 5 microsites failed: provider down" });
    expect(view(following(), status(2, 5), new ApiRequestError("Launch run not found", 404)).outcome).toEqual({ kind: "failed", failure: "status", message: "Launch run not found" });
    expect(view({ kind: "failed", key: "k", error: "This campaign has no contacts yet.", failure: "request" }).state).toMatchObject({ phase: "failed", progress: null, error: "This campaign has no contacts yet." });
  });

  it("keeps the last answer through a passing status error, saying the status is unavailable", () => {
    expect(view(following(), status(2, 5), new ApiRequestError("Failed to fetch campaign status (502)", 502)).state).toMatchObject({ phase: "running", statusUnavailable: true, progress: { processed: 2 } });
    expect(view(following(), null, new ApiRequestError("Failed to fetch campaign status (502)", 502)).state).toMatchObject({ phase: "queued", statusUnavailable: true });
  });

  it("says what the AI provider answered while it keeps failing the run's pages, and stops saying it once pages are written again (issue 24 item 5)", () => {
    const waiting = "Waiting for the AI provider: Could not reach the AI provider at http://127.0.0.1:11434/v1 (connect ECONNREFUSED 127.0.0.1:11434)";
    expect(view(following(), status(0, 5, { error: waiting, etaMs: null })).state).toMatchObject({ phase: "running", pausedNote: waiting, barShown: true });
    expect(view(following(), status(3, 5)).state).toMatchObject({ phase: "running", pausedNote: null, progress: { processed: 3 } });
  });

  it("stops at a run the user paused, follows one waiting for disk space with its note, and a run taken over by a newer one", () => {
    expect(view(following(), status(2, 5, { status: "paused" })).state).toMatchObject({ phase: "paused", barShown: false });
    const full = "Paused: the data disk is almost full (168 MB free)";
    expect(view(following(), status(1920, 3000, { status: "paused", pause_reason: "disk", error: full, etaMs: null })).state).toMatchObject({ phase: "running", pausedNote: full, barShown: true, progress: { processed: 1920, etaMs: null } });
    const superseded = view(following(), status(2, 5, { status: "cancelled", error: "Superseded by a newer launch", superseded_by: "run-2" }));
    expect(superseded.state).toMatchObject({ phase: "running", runId: "run-2", error: null });
    expect(superseded.outcome).toBeNull();
  });

  it("is idle or paused without a bar after a halt", () => {
    expect(view({ kind: "paused", key: "k" }).state).toMatchObject({ phase: "paused", progress: null, barShown: false });
    expect(view({ kind: "idle", key: "k" }).state).toMatchObject({ phase: "idle", barShown: false });
  });
});
