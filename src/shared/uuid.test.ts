import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid (spec 5 launch rule)", () => {
  it.each([
    "123e4567-e89b-12d3-a456-426614174000",
    "123E4567-E89B-42D3-B456-426614174000",
    "00000000-0000-5000-8000-000000000000",
    "9f8c7b6a-5d4e-3f21-9a0b-1c2d3e4f5a6b",
  ])("accepts %s", (value) => expect(isUuid(value)).toBe(true));

  it.each([
    ["version digit 0", "123e4567-e89b-02d3-a456-426614174000"],
    ["version digit 6", "123e4567-e89b-62d3-a456-426614174000"],
    ["variant digit c", "123e4567-e89b-42d3-c456-426614174000"],
    ["variant digit 7", "123e4567-e89b-42d3-7456-426614174000"],
    ["missing group", "123e4567-e89b-42d3-a456"],
    ["non-hex", "g23e4567-e89b-42d3-a456-426614174000"],
    ["no hyphens", "123e4567e89b42d3a456426614174000"],
    ["empty", ""],
  ])("refuses %s", (_label, value) => expect(isUuid(value)).toBe(false));

  it("refuses non-strings", () => {
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
