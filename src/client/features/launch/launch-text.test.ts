import { describe, expect, it } from "vitest";
import type { CampaignStatus } from "@/shared/constants";
import { normalizeMicrositeStatus, type MicrositeStatus } from "@/shared/microsite-status";
import { campaignStateOf } from "@/shared/test/campaign-state-factory";
import type { LaunchState } from "./launch-state";
import { launchConfirmText, launchEndedText, launchOffer, launchProgressText, launchRecoveryText, launchScheduleText } from "./launch-text";

const state = (over: Partial<LaunchState>): LaunchState => ({
  phase: "idle",
  runId: null,
  progress: null,
  barVisible: false,
  error: null,
  runNote: null,
  statusUnavailable: false,
  pausedNote: null,
  ...over,
});
const progress = (processed: number, total: number, etaMs: number | null = null, recovering = 0) => ({
  processed,
  total,
  remaining: total - processed,
  percent: Math.floor((processed / total) * 100),
  etaMs,
  recovering,
});

describe("launchRecoveryText", () => {
  it("says how many pages of a dead worker are being recovered while a launch runs, and nothing otherwise", () => {
    expect(launchRecoveryText(state({ phase: "running", progress: progress(40, 100, null, 12) }))).toBe("A worker stopped: recovering 12 pages");
    expect(launchRecoveryText(state({ phase: "running", progress: progress(40, 100, null, 1) }))).toBe("A worker stopped: recovering 1 page");
    expect(launchRecoveryText(state({ phase: "running", progress: progress(40, 100) }))).toBeNull();
    expect(launchRecoveryText(state({ phase: "completed", progress: progress(100, 100, null, 3) }))).toBeNull();
  });
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

  it("says a launch waiting for disk space is paused, with the free space, instead of a count and an ETA", () => {
    const note = "Paused: the data disk is almost full (168 MB free)";
    expect(launchProgressText({ ...state({ phase: "running", progress: progress(1920, 3000, 41_000) }), pausedNote: note })).toBe(note);
    expect(launchProgressText({ ...state({ phase: "completed", progress: progress(3000, 3000) }), pausedNote: null })).toBe("Campaign launch complete");
  });

  it("says nothing when no launch is followed or it failed", () => {
    expect(launchProgressText(state({ phase: "idle" }))).toBeNull();
    expect(launchProgressText(state({ phase: "failed", error: "boom" }))).toBeNull();
  });
});

describe("launchOffer", () => {
  /** A campaign with `contacts` and one page per status given, counted as the server does. */
  const facts = (status: CampaignStatus, contacts: number, ...statuses: string[]) => {
    const byStatus: Partial<Record<MicrositeStatus, number>> = {};
    for (const s of statuses) byStatus[normalizeMicrositeStatus(s)] = (byStatus[normalizeMicrositeStatus(s)] ?? 0) + 1;
    return { status, state: campaignStateOf(status, contacts, byStatus) };
  };

  it("counts the pages an action generates, and the confirmation names them", () => {
    expect(launchOffer(facts("draft", 25)).pages).toBe(25);
    expect(launchOffer(facts("live", 4, "completed", "error", "pending")).pages).toBe(3);
    expect(launchConfirmText(launchOffer(facts("draft", 25)))).toMatch(/^Generate 25 pages\? /);
    expect(launchConfirmText(launchOffer(facts("draft", 1)))).toMatch(/^Generate 1 page\? /);
  });

  it("offers launch only for a draft with contacts", () => {
    expect(launchOffer(facts("draft", 5))).toMatchObject({ action: "launch", actionLabel: "Launch Campaign" });
    expect(launchOffer(facts("draft", 0))).toMatchObject({
      action: "add-contacts",
      description: "This campaign has no contacts yet. Add contacts before launching it.",
    });
  });

  it("offers resume when paused, retry when some failed, relaunch when some are missing", () => {
    expect(launchOffer(facts("paused", 3, "completed", "pending", "pending"))).toMatchObject({ action: "resume" });
    expect(launchOffer(facts("live", 3, "completed", "error", "pending"))).toMatchObject({
      action: "retry",
      title: "1 microsite failed",
    });
    expect(launchOffer(facts("completed", 4, "generated", "pending"))).toMatchObject({
      action: "relaunch",
      title: "3 microsites not generated yet",
    });
    expect(launchOffer(facts("live", 2, "completed", "expired"))).toMatchObject({
      action: null,
      description: "2 of 2 pages generated · 1 live · 1 expired.",
    });
    // Held for review (issue 12): written, counted as generated, named, and not counted live (issue 23 item 9).
    expect(launchOffer(facts("live", 3, "awaiting_approval", "awaiting_approval", "rejected"))).toMatchObject({
      action: null,
      title: "2 pages awaiting approval",
      description: "3 of 3 pages generated · 0 live · 2 awaiting approval · 1 rejected.",
    });
  });

  it("names pages held by the quality checks as held, not failed, and offers no retry for them alone (issue 24 item 4)", () => {
    const held = (status: CampaignStatus, contacts: number, byStatus: Partial<Record<MicrositeStatus, number>>, heldCount: number) => ({ status, state: campaignStateOf(status, contacts, byStatus, null, heldCount) });
    expect(launchOffer(held("live", 2, { completed: 1, error: 1 }, 1))).toMatchObject({
      action: null,
      title: "1 page held by the quality checks",
      description: "1 of 2 pages generated · 1 live · 1 held. Edit a held page's copy below: it goes live once its checks pass.",
    });
    // A real failure beside a held page keeps the spec's retry; the launch writes the held page again too, and says so in its count.
    expect(launchOffer(held("live", 3, { completed: 1, error: 2 }, 1))).toMatchObject({
      action: "retry",
      actionLabel: "Retry failed",
      title: "1 microsite failed",
      description: "1 of 3 pages generated · 1 live · 1 held · 1 failed. Retrying generates only the failed and missing ones (held ones are written again too); live pages are left alone.",
      pages: 2,
    });
    expect(held("live", 3, { completed: 1, error: 2 }, 1).state.counts).toMatchObject({ failed: 1, held: 1, processed: 3 });
  });

  it("says when a campaign launched before its start date goes live (issue 15 item 10)", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(launchScheduleText({ status: "draft", start_date: "2026-12-01" }, now)).toBe("Launching now generates the pages; they go live on Dec 1, 2026.");
    expect(launchScheduleText({ status: "live", start_date: "2026-12-01" }, now)).toBe("Scheduled to go live on Dec 1, 2026");
    expect(launchScheduleText({ status: "live", start_date: "2026-11-23" }, now)).toBeNull();
    expect(launchScheduleText({ status: "live", start_date: null }, now)).toBeNull();
  });

  it("warns before launching a campaign whose end date has passed", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(launchEndedText({ end_date: "2026-11-22" }, now)).toBe(
      "The end date (Nov 22, 2026) has passed: pages expire as soon as they are published. Edit the campaign to move its end date.",
    );
    expect(launchEndedText({ end_date: "2026-11-23" }, now)).toBeNull();
    expect(launchEndedText({ end_date: null }, now)).toBeNull();
  });
});
