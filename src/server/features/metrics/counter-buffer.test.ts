import { describe, expect, it } from "vitest";
import { CounterBuffer } from "./counter-buffer";
import type { TrackedMicrosite } from "./microsite-directory";

const site: TrackedMicrosite = { id: "m1", slug: "s", campaignId: "c1", contactId: "k1", userId: "u1", published: true, expiresAt: null };
const at = Date.parse("2026-03-10T12:00:00Z");

describe("CounterBuffer", () => {
  it("aggregates events into one increment per counter key and keeps first/last human moments", () => {
    const buffer = new CounterBuffer();
    for (let i = 0; i < 100; i++) buffer.add({ microsite: site, type: "view", source: "human", value: 1, at: at + i });
    buffer.add({ microsite: site, type: "session_duration", source: "human", value: 30, at });
    buffer.add({ microsite: site, type: "session_duration", source: "human", value: 10, at });
    buffer.add({ microsite: site, type: "view", source: "bot", value: 1, at: at - 5 });
    const batch = buffer.drain();
    expect(batch.events).toBe(103);
    expect(batch.counters).toHaveLength(3);
    expect(batch.counters.find((c) => c.metricType === "view" && c.source === "human")).toMatchObject({ value: 100, samples: 100, metricDate: "2026-03-10" });
    expect(batch.counters.find((c) => c.metricType === "session_duration")).toMatchObject({ value: 40, samples: 2 });
    expect(batch.moments).toEqual([expect.objectContaining({ firstViewedAt: at, lastViewedAt: at + 99, firstClickedAt: null })]);
    expect(buffer.size).toBe(0);
  });

  it("restores a failed batch merged with newer events", () => {
    const buffer = new CounterBuffer();
    buffer.add({ microsite: site, type: "click", source: "human", value: 1, at });
    const failed = buffer.drain();
    buffer.add({ microsite: site, type: "click", source: "human", value: 1, at: at + 10 });
    buffer.restore(failed);
    const batch = buffer.drain();
    expect(batch.events).toBe(2);
    expect(batch.counters).toEqual([expect.objectContaining({ value: 2, samples: 2 })]);
    expect(batch.moments[0]).toMatchObject({ firstClickedAt: at, lastClickedAt: at + 10 });
  });
});
