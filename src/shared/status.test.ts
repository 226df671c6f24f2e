import { describe, expect, it } from "vitest";
import { countCompleted, expiryLabel, micrositeStatusLabel, normalizeMicrositeStatus } from "./microsite-status";
import { requireValue } from "./required";
import { isTerminalRunStatus, normalizeRunStatus } from "./run-status";

describe("normalizeRunStatus (spec 4 lists)", () => {
  it.each(["queued", "empty", "pending", "enqueued", "not_found", "idle", " QUEUED "])("%s -> queued", (v) =>
    expect(normalizeRunStatus(v)).toBe("queued"),
  );
  it.each(["running", "processing", "in_progress", "working", "active", "dispatched", "something-new", "", undefined, null, 7])(
    "%s -> running",
    (v) => expect(normalizeRunStatus(v)).toBe("running"),
  );
  it.each(["completed", "complete", "succeeded", "finished", "done"])("%s -> completed", (v) => expect(normalizeRunStatus(v)).toBe("completed"));
  it.each(["failed", "error", "errored", "aborted", "cancelled"])("%s -> failed", (v) => expect(normalizeRunStatus(v)).toBe("failed"));
  it("knows which states end polling", () => {
    expect(isTerminalRunStatus("completed")).toBe(true);
    expect(isTerminalRunStatus("failed")).toBe(true);
    expect(isTerminalRunStatus("running")).toBe(false);
    expect(isTerminalRunStatus("queued")).toBe(false);
  });
});

describe("microsite status display", () => {
  it.each([
    ["pending", "pending", "Pending"],
    ["completed", "completed", "Live"],
    ["generated", "completed", "Live"],
    ["published", "completed", "Live"],
    ["error", "error", "Error"],
    ["expired", "expired", "Expired"],
    ["weird", "pending", "Pending"],
  ])("%s -> %s (%s)", (input, status, label) => {
    expect(normalizeMicrositeStatus(input)).toBe(status);
    expect(micrositeStatusLabel(input)).toBe(label);
  });
  it("counts legacy generated as completed for progress", () => {
    expect(countCompleted(["completed", "generated", "pending", "error"])).toBe(2);
  });
});

describe("expiryLabel", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("says Expired when past", () => expect(expiryLabel("2026-01-10T11:59:59Z", now)).toEqual({ text: "Expired", warning: true, expired: true }));
  it("rounds days up and warns at 3 days or fewer", () => {
    expect(expiryLabel("2026-01-10T13:00:00Z", now)).toMatchObject({ text: "Expires in 1d", warning: true });
    expect(expiryLabel("2026-01-13T12:00:00Z", now)).toMatchObject({ text: "Expires in 3d", warning: true });
    expect(expiryLabel("2026-01-13T12:00:01Z", now)).toMatchObject({ text: "Expires in 4d", warning: false });
    expect(expiryLabel("2026-02-09T12:00:00Z", now)).toMatchObject({ text: "Expires in 30d", warning: false });
  });
  it("has no label without a date", () => expect(expiryLabel(null, now)).toBeNull());
});

describe("requireValue", () => {
  it("raises '{name} is not defined' for null and undefined", () => {
    expect(() => requireValue(null, "campaignId")).toThrow("campaignId is not defined");
    expect(() => requireValue(undefined, "user")).toThrow("user is not defined");
  });
  it("passes other values through, falsy ones included", () => {
    expect(requireValue(0, "n")).toBe(0);
    expect(requireValue("", "s")).toBe("");
    expect(requireValue(false, "b")).toBe(false);
  });
});
