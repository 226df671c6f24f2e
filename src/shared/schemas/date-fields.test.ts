import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./date-fields";

describe("isCalendarDate", () => {
  it.each(["2026-01-31", "2026-02-28", "2024-02-29", "2000-02-29", "2026-04-30", "2026-12-31", "0001-01-01", "9999-12-31"])("accepts %s", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(["2026-02-31", "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01", "2026-1-01", "2026-01-01T00:00", " 2026-01-01", "20260101", ""])(
    "refuses %j",
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});
