import { isInstantClick, isSubSecondVisit, NO_JS_TIMEOUT_MS, VIEW_HOLD_MS, type BotReason } from "@/shared/bot-detection";
import { SESSION_SECONDS_CAP, type MetricEventType } from "@/shared/schemas/metrics";
import type { MetricSource } from "./counter-buffer";

/** 30 minutes without activity end a visit (what analytics tools call a session). */
export const VISIT_IDLE_MS = 30 * 60_000;

/** What the database keeps per (microsite, visitor): the current visit and the page loads awaiting a beacon. */
export type VisitorState = {
  visitStartedAt: number | null;
  lastSeenAt: number | null;
  /** The current visit's view: none yet, held (a sub-second exit may still unmask a scanner), counted, or a bot's. */
  viewState: "none" | "held" | "counted" | "bot";
  viewAt: number | null;
  clicked: boolean;
  /** The visit's visible time so far (its largest report: each report is the page's running total). */
  seconds: number;
  /** Page loads minus view beacons: may dip below zero while a load is still in another process's buffer. */
  pendingLoads: number;
  lastLoadAt: number | null;
};

export const newVisitorState = (): VisitorState => ({
  visitStartedAt: null,
  lastSeenAt: null,
  viewState: "none",
  viewAt: null,
  clicked: false,
  seconds: 0,
  pendingLoads: 0,
  lastLoadAt: null,
});

/** One thing that happened to a visitor, in the order it happened. `bot` is the request's own verdict. */
export type VisitorInput =
  /** `count` page loads in a row, the last at `at` (a busy page's loads are merged as they arrive). */
  | { kind: "load"; at: number; count?: number }
  | { kind: "view"; at: number; bot: BotReason | null }
  | { kind: "click"; at: number; bot: BotReason | null; servedAt: number | null }
  | { kind: "seconds"; at: number; bot: BotReason | null; value: number };

/** A counter increment (samples: how many views/clicks/sessions it adds; value: their sum, seconds for sessions). */
export type Count = { type: MetricEventType; source: MetricSource; value: number; samples: number; at: number; reason?: BotReason };
export type Emit = (count: Count) => void;

const bot = (type: MetricEventType, at: number, reason: BotReason, value = 1, samples = 1): Count => ({ type, source: "bot", value, samples, at, reason });

function countHeldView(state: VisitorState, emit: Emit) {
  if (state.viewState !== "held" || state.viewAt === null) return;
  state.viewState = "counted";
  emit({ type: "view", source: "human", value: 1, samples: 1, at: state.viewAt });
}

/** A human beacon: continues the visit, or (after 30 idle minutes, or the first time) starts a new one. */
function touchVisit(state: VisitorState, at: number, emit: Emit) {
  if (state.lastSeenAt === null || at - state.lastSeenAt >= VISIT_IDLE_MS) {
    countHeldView(state, emit);
    Object.assign(state, { visitStartedAt: at, viewState: "none", viewAt: null, clicked: false, seconds: 0 });
  }
  state.lastSeenAt = Math.max(state.lastSeenAt ?? at, at);
}

/**
 * Applies one input to a visitor's state and emits what it counts. Human: one view per visit (held VIEW_HOLD_MS,
 * see `resolveVisitor`), one click per visit, one session sample per visit whose value is the largest visible
 * time reported. Bots: every event as reported. Everything is keyed by the visitor (the client address), so
 * however a client varies its User-Agent it stays one visitor.
 */
export function applyVisitorInput(state: VisitorState, input: VisitorInput, emit: Emit) {
  if (input.kind === "load") {
    state.pendingLoads += input.count ?? 1;
    state.lastLoadAt = Math.max(state.lastLoadAt ?? input.at, input.at);
    return;
  }
  if (input.kind === "view") {
    state.pendingLoads -= 1; // the script ran: this page load is not a no-JS hit
    if (input.bot) return emit(bot("view", input.at, input.bot));
    touchVisit(state, input.at, emit);
    if (state.viewState === "none") {
      state.viewState = "held";
      state.viewAt = input.at;
    }
    return;
  }
  if (input.kind === "click") {
    const reason = input.bot ?? (isInstantClick(input.servedAt, input.at) ? "instant-click" : null);
    if (reason) return emit(bot("click", input.at, reason));
    touchVisit(state, input.at, emit);
    if (!state.clicked) {
      state.clicked = true;
      emit({ type: "click", source: "human", value: 1, samples: 1, at: input.at });
    }
    return;
  }
  const seconds = Math.min(input.value, SESSION_SECONDS_CAP);
  const reason = input.bot ?? (isSubSecondVisit(seconds) ? "sub-second-visit" : null);
  if (reason) {
    emit(bot("session_duration", input.at, reason, seconds));
    // A visit that ends within a second of showing is a scanner's detonation: its held view was no reader.
    if (reason === "sub-second-visit" && state.viewState === "held" && state.seconds === 0) {
      state.viewState = "bot";
      emit(bot("view", state.viewAt ?? input.at, reason));
    }
    return;
  }
  touchVisit(state, input.at, emit);
  if (seconds > state.seconds) {
    emit({ type: "session_duration", source: "human", value: seconds - state.seconds, samples: state.seconds === 0 ? 1 : 0, at: input.at });
    state.seconds = seconds;
  }
}

/**
 * What time alone decides (`now`: the clock, or +Infinity to decide everything): a view held VIEW_HOLD_MS counts
 * as human; page loads with no beacon for NO_JS_TIMEOUT_MS count as no-JS bot views. Returns whether it changed.
 */
export function resolveVisitor(state: VisitorState, now: number, emit: Emit): boolean {
  let changed = false;
  if (state.viewState === "held" && state.viewAt !== null && now - state.viewAt >= VIEW_HOLD_MS) {
    countHeldView(state, emit);
    changed = true;
  }
  const quietSince = Math.max(state.lastLoadAt ?? 0, state.lastSeenAt ?? 0);
  if (state.pendingLoads !== 0 && now - quietSince >= NO_JS_TIMEOUT_MS) {
    if (state.pendingLoads > 0) emit(bot("view", state.lastLoadAt ?? quietSince, "no-js", state.pendingLoads, state.pendingLoads));
    state.pendingLoads = 0;
    changed = true;
  }
  return changed;
}
