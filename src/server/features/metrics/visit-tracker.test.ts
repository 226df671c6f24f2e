import { describe, expect, it } from "vitest";
import { NO_JS_TIMEOUT_MS, VIEW_HOLD_MS } from "../../../shared/bot-detection";
import type { CountedEvent } from "./counter-buffer";
import type { TrackedMicrosite } from "./microsite-directory";
import { VisitTracker } from "./visit-tracker";

const site: TrackedMicrosite = { id: "m1", slug: "s", campaignId: "c1", contactId: "k1", userId: "u1", published: true, expiresAt: null };

function tracker() {
  const events: CountedEvent[] = [];
  const t = new VisitTracker((e) => events.push(e));
  const summary = () => events.map((e) => `${e.type}:${e.source}`).sort();
  return { t, events, summary };
}

describe("VisitTracker", () => {
  it("a page load followed by its view beacon is one human view, after the hold", () => {
    const { t, summary } = tracker();
    t.pageServed(site, "ip|ua", 0, null);
    t.beacon(site, "ip|ua", "view", undefined, 200, null);
    t.sweep(200 + VIEW_HOLD_MS - 1);
    expect(summary()).toEqual([]);
    t.sweep(200 + VIEW_HOLD_MS);
    expect(summary()).toEqual(["view:human"]);
    t.sweep(NO_JS_TIMEOUT_MS * 2);
    expect(summary()).toEqual(["view:human"]); // the page load was answered: no extra no-JS view
  });

  it("a page load without a script beacon becomes a bot view (no JS)", () => {
    const { t, summary } = tracker();
    t.pageServed(site, "scanner", 0, null);
    t.sweep(NO_JS_TIMEOUT_MS - 1);
    expect(summary()).toEqual([]);
    t.sweep(NO_JS_TIMEOUT_MS);
    expect(summary()).toEqual(["view:bot"]);
    expect(t.botTally["no-js"]).toBe(1);
  });

  it("a client loading a page in a loop is counted as it goes, with a bounded backlog", () => {
    const { t, events } = tracker();
    for (let i = 0; i < 10_000; i++) t.pageServed(site, "loop", i, null);
    expect(t.pending).toBe(100);
    expect(events).toHaveLength(9_900);
    expect(events.every((e) => e.type === "view" && e.source === "bot")).toBe(true);
    t.beacon(site, "loop", "view", undefined, 10_000, null); // its script did run once: one load answered
    t.settle();
    expect(events.filter((e) => e.source === "bot")).toHaveLength(9_999);
    expect(events.filter((e) => e.source === "human")).toHaveLength(1);
  });

  it("a sub-second visit turns its held view and its duration into bot traffic", () => {
    const { t, summary } = tracker();
    t.pageServed(site, "v", 0, null);
    t.beacon(site, "v", "view", undefined, 100, null);
    t.beacon(site, "v", "session_duration", 0.4, 500, null);
    t.sweep(10_000);
    expect(summary()).toEqual(["session_duration:bot", "view:bot"]);
    expect(t.botTally["sub-second-visit"]).toBe(2);
  });

  it("a click within a second of delivery is a link checker; later it is the prospect", () => {
    const { t, summary } = tracker();
    t.pageServed(site, "v", 0, null);
    t.beacon(site, "v", "click", undefined, 400, null);
    t.beacon(site, "v", "click", undefined, 5000, null);
    expect(summary()).toEqual(["click:bot", "click:human"]);
  });

  it("requests already classified as bots count as bots at once", () => {
    const { t, summary } = tracker();
    t.beacon(site, "v", "view", undefined, 0, "user-agent");
    t.beacon(site, "v", "session_duration", 30, 10, "user-agent");
    expect(summary()).toEqual(["session_duration:bot", "view:bot"]);
  });

  it("a prefetched page later shown to the user (its script runs) is a human view", () => {
    const { t, summary } = tracker();
    t.pageServed(site, "v", 0, "prefetch");
    t.beacon(site, "v", "view", undefined, 20_000, null);
    t.sweep(NO_JS_TIMEOUT_MS * 2);
    expect(summary()).toEqual(["view:human"]);
  });

  it("session time is the visible seconds, capped, one sample per session", () => {
    const { t, events } = tracker();
    t.beacon(site, "v", "session_duration", 42.5, 0, null);
    t.beacon(site, "v", "session_duration", 99_999, 0, null);
    expect(events.map((e) => e.value)).toEqual([42.5, 1800]);
  });

  it("settle resolves everything: held views as human, unanswered loads as bots", () => {
    const { t, summary } = tracker();
    t.beacon(site, "a", "view", undefined, 0, null);
    t.pageServed(site, "b", 0, null);
    t.settle();
    expect(summary()).toEqual(["view:bot", "view:human"]);
    expect(t.pending).toBe(0);
  });
});
