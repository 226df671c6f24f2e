import { describe, expect, it } from "vitest";
import { contactRows } from "@/shared/test/contact-factory";
import { chunkContacts } from "./chunk-contacts";

describe("chunkContacts", () => {
  it("sends nothing for no contacts", () => expect(chunkContacts([])).toEqual([]));

  it("splits by row count, keeping order", () => {
    const rows = contactRows(12_001);
    const chunks = chunkContacts(rows);
    expect(chunks.map((c) => c.length)).toEqual([5_000, 5_000, 2_001]);
    expect(chunks.flat()).toEqual(rows);
  });

  it("splits by size when rows are large", () => {
    const rows = contactRows(10).map((r) => ({ ...r, context: "x".repeat(2_000) }));
    const chunks = chunkContacts(rows, 5_000, 10_000);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => JSON.stringify(c).length <= 10_000)).toBe(true);
    expect(chunks.flat()).toHaveLength(10);
  });

  it("never produces an empty chunk, even for one row larger than the budget", () => {
    const rows = contactRows(2).map((r) => ({ ...r, context: "x".repeat(2_000) }));
    expect(chunkContacts(rows, 5_000, 100).map((c) => c.length)).toEqual([1, 1]);
  });
});
