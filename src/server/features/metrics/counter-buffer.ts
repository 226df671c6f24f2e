import type { MetricEventType } from "@/shared/schemas/metrics";
import type { TrackedMicrosite } from "./microsite-directory";

type CountOwner = Pick<TrackedMicrosite, "id" | "userId" | "campaignId" | "contactId">;

export type MetricSource = "human" | "bot";

/** One classified event, ready to be counted. */
export type CountedEvent = {
  microsite: CountOwner;
  type: MetricEventType;
  source: MetricSource;
  /** 1 per view or click; visible seconds for session_duration. */
  value: number;
  /** Views, clicks or sessions this adds (default 1; 0 for more seconds of a session already counted). */
  samples?: number;
  at: number;
};

/** One daily counter increment: the row key of campaign_metrics plus what to add. */
export type CounterIncrement = {
  campaignId: string;
  contactId: string;
  metricType: MetricEventType;
  metricDate: string;
  source: MetricSource;
  value: number;
  samples: number;
  recordedAt: number;
};

/** Earliest and latest human view/click of one microsite within a batch. */
export type EngagementMoments = {
  micrositeId: string;
  userId: string;
  campaignId: string;
  contactId: string;
  firstViewedAt: number | null;
  lastViewedAt: number | null;
  firstClickedAt: number | null;
  lastClickedAt: number | null;
};

export type CounterBatch = { counters: CounterIncrement[]; moments: EngagementMoments[]; events: number };

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * Aggregates events in memory between flushes, so a flush writes one row per counter however many events hit it
 * (a single INSERT may not touch the same conflict key twice anyway).
 */
export class CounterBuffer {
  private counters = new Map<string, CounterIncrement>();
  private moments = new Map<string, EngagementMoments>();
  private eventCount = 0;

  add(event: CountedEvent) {
    const { microsite, type, source, at } = event;
    const metricDate = new Date(at).toISOString().slice(0, 10);
    // A session counts once in `samples` whatever its length, so value / samples is the average visible time.
    this.addCounter({ campaignId: microsite.campaignId, contactId: microsite.contactId, metricType: type, metricDate, source, value: event.value, samples: event.samples ?? 1, recordedAt: at }, 1);
    if (source === "human" && type !== "session_duration") {
      const view = type === "view" ? at : null;
      const click = type === "click" ? at : null;
      this.addMoments({
        micrositeId: microsite.id,
        userId: microsite.userId,
        campaignId: microsite.campaignId,
        contactId: microsite.contactId,
        firstViewedAt: view,
        lastViewedAt: view,
        firstClickedAt: click,
        lastClickedAt: click,
      });
    }
  }

  get size() {
    return this.counters.size;
  }

  get events() {
    return this.eventCount;
  }

  /** Takes everything buffered so far; new events go into a fresh buffer while the batch is written. */
  drain(): CounterBatch {
    const batch = { counters: [...this.counters.values()], moments: [...this.moments.values()], events: this.eventCount };
    this.counters = new Map();
    this.moments = new Map();
    this.eventCount = 0;
    return batch;
  }

  /** Puts a batch whose write failed back, merged with what arrived meanwhile, so nothing accepted is lost. */
  restore(batch: CounterBatch) {
    for (const counter of batch.counters) this.addCounter(counter, 0);
    for (const moment of batch.moments) this.addMoments(moment);
    this.eventCount += batch.events;
  }

  private addCounter(increment: CounterIncrement, events: number) {
    this.eventCount += events;
    const key = `${increment.campaignId}|${increment.contactId}|${increment.metricType}|${increment.metricDate}|${increment.source}`;
    const existing = this.counters.get(key);
    if (!existing) {
      this.counters.set(key, { ...increment });
      return;
    }
    existing.value += increment.value;
    existing.samples += increment.samples;
    existing.recordedAt = Math.max(existing.recordedAt, increment.recordedAt);
  }

  private addMoments(moments: EngagementMoments) {
    const existing = this.moments.get(moments.micrositeId);
    if (!existing) {
      this.moments.set(moments.micrositeId, { ...moments });
      return;
    }
    existing.firstViewedAt = minOf(existing.firstViewedAt, moments.firstViewedAt);
    existing.lastViewedAt = maxOf(existing.lastViewedAt, moments.lastViewedAt);
    existing.firstClickedAt = minOf(existing.firstClickedAt, moments.firstClickedAt);
    existing.lastClickedAt = maxOf(existing.lastClickedAt, moments.lastClickedAt);
  }
}
