import { describe, expect, it } from "vitest";
import { INITIAL_LAUNCH_STATE, type LaunchState } from "./launch-controller";
import { launchOffer, launchProgressText } from "./launch-text";

const state = (over: Partial<LaunchState>): LaunchState => ({ ...INITIAL_LAUNCH_STATE, ...over });
const progress = (processed: number, total: number, etaMs: number | null = null) => ({
  processed,
  total,
  remaining: total - processed,
  percent: Math.floor((processed / total) * 100),
  etaMs,
});

describe("launchProgressText", () => {
  it("shows processed/total, with the ETA only when it is a positive number", () => {
    expect(launchProgressText(state({ phase: "running", progress: progress(2, 5, 65_000) }))).toBe("Launching campaign (2/5) • ETA 1m 05s");
    expect(launchProgressText(state({ phase: "running", progress: progress(2, 5, 0) }))).toBe("Launching campaign (2/5)");
    expect(launchProgressText(state({ phase: "queued", progress: progress(0, 5, null) }))).toBe("Launching campaign (0/5)");
  });

  it("says the launch is complete when nothing remains, and 'Launching campaign…' while busy without progress", () => {
    expect(launchProgressText(state({ phase: "running", progress: progress(5, 5) }))).toBe("Campaign launch complete");
    expect(launchProgressText(state({ phase: "completed", progress: null }))).toBe("Campaign launch complete");
    expect(launchProgressText(state({ phase: "queued", progress: null }))).toBe("Launching campaign…");
    expect(launchProgressText(state({ phase: "running", progress: { ...progress(0, 1), total: 0, remaining: 0 } }))).toBe("Launching campaign…");
  });

  it("says nothing when no launch is followed or it failed", () => {
    expect(launchProgressText(state({ phase: "idle" }))).toBeNull();
    expect(launchProgressText(state({ phase: "failed", error: "boom" }))).toBeNull();
  });
});

describe("launchOffer", () => {
  const sites = (...statuses: string[]) => statuses.map((status) => ({ status }));

  it("offers launch only for a draft with contacts", () => {
    expect(launchOffer({ status: "draft", contact_count: 5, microsites: [] })).toMatchObject({ action: "launch", actionLabel: "Launch Campaign" });
    expect(launchOffer({ status: "draft", contact_count: 0, microsites: [] })).toMatchObject({
      action: "add-contacts",
      description: "This campaign has no contacts yet. Add contacts before launching it.",
    });
  });

  it("offers resume when paused, retry when some failed, relaunch when some are missing", () => {
    expect(launchOffer({ status: "paused", contact_count: 3, microsites: sites("completed", "pending", "pending") })).toMatchObject({ action: "resume" });
    expect(launchOffer({ status: "live", contact_count: 3, microsites: sites("completed", "error", "pending") })).toMatchObject({
      action: "retry",
      title: "1 microsite failed",
    });
    expect(launchOffer({ status: "completed", contact_count: 4, microsites: sites("generated", "pending") })).toMatchObject({
      action: "relaunch",
      title: "3 microsites not generated yet",
    });
    expect(launchOffer({ status: "live", contact_count: 2, microsites: sites("completed", "expired") })).toMatchObject({
      action: null,
      description: "2 of 2 microsites generated.",
    });
  });
});
