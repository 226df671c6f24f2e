import { INSTANT_CLICK_MS, isInstantClick, isSubSecondVisit, NO_JS_TIMEOUT_MS, VIEW_HOLD_MS, type BotReason } from "../../../shared/bot-detection";
import { SESSION_SECONDS_CAP, type MetricEventType } from "../../../shared/schemas/metrics";
import type { CountedEvent } from "./counter-buffer";
import type { TrackedMicrosite } from "./microsite-directory";

type Visit = {
  microsite: TrackedMicrosite;
  /** Pages served to this visitor still waiting for their script's view beacon (with the request's own bot reason). */
  pendingHits: Array<{ at: number; reason: BotReason | null }>;
  /** Human-looking views waiting VIEW_HOLD_MS for a sub-second pagehide that would unmask a scanner. */
  heldViews: number[];
  lastServedAt: number | null;
  lastSeenAt: number;
};

/** After this long without activity a visit is forgotten (its last page load no longer matters for clicks). */
const VISIT_IDLE_MS = Math.max(NO_JS_TIMEOUT_MS, INSTANT_CLICK_MS) * 10;

/**
 * Page loads of one visitor still waiting for their script, at most. Beyond that it is a client fetching in a loop,
 * not a reader: its oldest load counts as a no-JS view at once. Unbounded, one client requesting a page for a minute
 * filled this list with millions of entries, and shifting from an array that long costs milliseconds per call.
 */
const MAX_PENDING_HITS = 100;

export type BotTally = Record<BotReason, number>;

/**
 * Follows each visitor (microsite + IP + user agent) from page delivery to pagehide, so that the bot rules that
 * need two signals can be applied: a served page with no script beacon (no JS), a click within a second of
 * delivery, a visit under a second. Every served page ends up as exactly one view: its beacon's, or a bot view.
 */
export class VisitTracker {
  private readonly visits = new Map<string, Visit>();
  readonly botTally: BotTally = { "user-agent": 0, prefetch: 0, "no-js": 0, "sub-second-visit": 0, "instant-click": 0 };

  constructor(
    private readonly emit: (event: CountedEvent) => void,
    private readonly maxVisits = 200_000,
  ) {}

  /** The public page was served (HTTP 200) to this visitor. */
  pageServed(microsite: TrackedMicrosite, visitor: string, at: number, requestReason: BotReason | null) {
    const visit = this.visit(microsite, visitor, at);
    if (visit.pendingHits.length >= MAX_PENDING_HITS) this.countNoJs(visit, visit.pendingHits.shift()!);
    visit.pendingHits.push({ at, reason: requestReason });
    visit.lastServedAt = at;
  }

  /** A beacon from the page's tracking script, already validated against its microsite. */
  beacon(microsite: TrackedMicrosite, visitor: string, type: MetricEventType, value: number | undefined, at: number, requestReason: BotReason | null) {
    const visit = this.visit(microsite, visitor, at);
    if (type === "view") {
      visit.pendingHits.shift(); // the script ran: this page load is not a no-JS hit
      if (requestReason) this.countBot(microsite, "view", 1, at, requestReason);
      else visit.heldViews.push(at);
      return;
    }
    if (type === "click") {
      const reason = requestReason ?? (isInstantClick(visit.lastServedAt, at) ? "instant-click" : null);
      if (reason) this.countBot(microsite, "click", 1, at, reason);
      else this.emit({ microsite, type: "click", source: "human", value: 1, at });
      return;
    }
    const seconds = Math.min(value ?? 0, SESSION_SECONDS_CAP);
    const reason = requestReason ?? (isSubSecondVisit(seconds) ? "sub-second-visit" : null);
    if (reason === "sub-second-visit" && visit.heldViews.length > 0) {
      this.countBot(microsite, "view", 1, visit.heldViews.shift()!, reason);
    }
    if (reason) this.countBot(microsite, "session_duration", seconds, at, reason);
    else this.emit({ microsite, type: "session_duration", source: "human", value: seconds, at });
  }

  /** Resolves what has waited long enough: held views become human views, unanswered page loads bot views. */
  sweep(now = Date.now()) {
    for (const [key, visit] of this.visits) {
      while (visit.heldViews.length > 0 && now - visit.heldViews[0] >= VIEW_HOLD_MS) this.countHumanView(visit, visit.heldViews.shift()!);
      while (visit.pendingHits.length > 0 && now - visit.pendingHits[0].at >= NO_JS_TIMEOUT_MS) this.countNoJs(visit, visit.pendingHits.shift()!);
      if (visit.heldViews.length === 0 && visit.pendingHits.length === 0 && now - visit.lastSeenAt >= VISIT_IDLE_MS) this.visits.delete(key);
    }
  }

  /** Resolves everything now (clean shutdown, tests): held views count as human, unanswered loads as bots. */
  settle() {
    for (const visit of this.visits.values()) this.settleVisit(visit);
    this.visits.clear();
  }

  get size() {
    return this.visits.size;
  }

  get pending() {
    let n = 0;
    for (const visit of this.visits.values()) n += visit.heldViews.length + visit.pendingHits.length;
    return n;
  }

  private visit(microsite: TrackedMicrosite, visitor: string, at: number): Visit {
    const key = `${microsite.id}\n${visitor}`;
    let visit = this.visits.get(key);
    if (!visit) {
      if (this.visits.size >= this.maxVisits) this.evictOldest();
      visit = { microsite, pendingHits: [], heldViews: [], lastServedAt: null, lastSeenAt: at };
      this.visits.set(key, visit);
    }
    visit.lastSeenAt = at;
    return visit;
  }

  private settleVisit(visit: Visit) {
    for (const at of visit.heldViews) this.countHumanView(visit, at);
    for (const hit of visit.pendingHits) this.countNoJs(visit, hit);
    visit.heldViews = [];
    visit.pendingHits = [];
  }

  private evictOldest() {
    const [key, visit] = this.visits.entries().next().value as [string, Visit];
    this.settleVisit(visit);
    this.visits.delete(key);
  }

  private countHumanView(visit: Visit, at: number) {
    this.emit({ microsite: visit.microsite, type: "view", source: "human", value: 1, at });
  }

  private countNoJs(visit: Visit, hit: { at: number; reason: BotReason | null }) {
    this.countBot(visit.microsite, "view", 1, hit.at, hit.reason ?? "no-js");
  }

  private countBot(microsite: TrackedMicrosite, type: MetricEventType, value: number, at: number, reason: BotReason) {
    this.botTally[reason] += 1;
    this.emit({ microsite, type, source: "bot", value, at });
  }
}
