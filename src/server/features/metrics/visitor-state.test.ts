import { describe, expect, it } from "vitest";
import { NO_JS_TIMEOUT_MS, VIEW_HOLD_MS } from "@/shared/bot-detection";
import { applyVisitorInput, newVisitorState, resolveVisitor, VISIT_IDLE_MS, type Count, type VisitorInput } from "./visitor-state";

function run(inputs: VisitorInput[], resolveAt = Number.POSITIVE_INFINITY) {
  const state = newVisitorState();
  const counts: Count[] = [];
  for (const input of inputs) applyVisitorInput(state, input, (c) => counts.push(c));
  resolveVisitor(state, resolveAt, (c) => counts.push(c));
  const total = (type: string, source: string) => counts.filter((c) => c.type === type && c.source === source).reduce((n, c) => n + c.samples, 0);
  const seconds = counts.filter((c) => c.type === "session_duration" && c.source === "human").reduce((n, c) => n + c.value, 0);
  return { state, views: total("view", "human"), botViews: total("view", "bot"), clicks: total("click", "human"), botClicks: total("click", "bot"), sessions: total("session_duration", "human"), seconds };
}
const T = 1_700_000_000_000;

describe("visit rules", () => {
  it("one view, one click and one session sample (its largest report) per visit", () => {
    const r = run([
      { kind: "load", at: T },
      { kind: "view", at: T + 100, bot: null },
      { kind: "click", at: T + 5000, bot: null, servedAt: T },
      { kind: "click", at: T + 6000, bot: null, servedAt: T },
      { kind: "seconds", at: T + 7000, bot: null, value: 5 },
      { kind: "load", at: T + 60_000 },
      { kind: "view", at: T + 60_100, bot: null },
      { kind: "seconds", at: T + 90_000, bot: null, value: 12 },
      { kind: "seconds", at: T + 80_000, bot: null, value: 8 },
    ]);
    expect(r).toMatchObject({ views: 1, botViews: 0, clicks: 1, sessions: 1, seconds: 12 });
  });

  it("30 minutes without activity start a new visit", () => {
    const view = (at: number): VisitorInput => ({ kind: "view", at, bot: null });
    expect(run([view(T), view(T + VISIT_IDLE_MS - 1)]).views).toBe(1);
    expect(run([view(T), view(T + VISIT_IDLE_MS - 1), view(T + 2 * VISIT_IDLE_MS - 2)]).views).toBe(1);
    expect(run([view(T), view(T + VISIT_IDLE_MS)]).views).toBe(2);
  });

  it("a view is held: counted only after VIEW_HOLD_MS, and a sub-second exit meanwhile makes it a bot's", () => {
    const held = run([{ kind: "view", at: T, bot: null }], T + VIEW_HOLD_MS - 1);
    expect(held.views).toBe(0);
    expect(held.state.viewState).toBe("held");
    expect(run([{ kind: "view", at: T, bot: null }], T + VIEW_HOLD_MS).views).toBe(1);
    const scanner = run([{ kind: "view", at: T, bot: null }, { kind: "seconds", at: T + 400, bot: null, value: 0.4 }]);
    expect(scanner).toMatchObject({ views: 0, botViews: 1, sessions: 0 });
  });

  it("a click within a second of the page being served is a bot's; requests flagged as bots never count as human", () => {
    expect(run([{ kind: "click", at: T + 500, bot: null, servedAt: T }])).toMatchObject({ clicks: 0, botClicks: 1 });
    expect(run([{ kind: "click", at: T + 500, bot: null, servedAt: null }])).toMatchObject({ clicks: 1 });
    expect(run([{ kind: "load", at: T }, { kind: "view", at: T, bot: "user-agent" }, { kind: "click", at: T + 9000, bot: "user-agent", servedAt: null }])).toMatchObject({
      views: 0,
      botViews: 1,
      clicks: 0,
      botClicks: 1,
    });
  });

  it("page loads never answered by a beacon become no-JS bot views after NO_JS_TIMEOUT_MS, in any arrival order", () => {
    const loads: VisitorInput[] = [{ kind: "load", at: T }, { kind: "load", at: T + 1 }, { kind: "load", at: T + 2 }];
    expect(run(loads, T + 2 + NO_JS_TIMEOUT_MS - 1).botViews).toBe(0);
    expect(run(loads, T + 2 + NO_JS_TIMEOUT_MS).botViews).toBe(3);
    // The beacon written before its page load (another process's buffer): still no no-JS view.
    expect(run([{ kind: "view", at: T + 50, bot: null }, { kind: "load", at: T }])).toMatchObject({ views: 1, botViews: 0 });
  });
});
