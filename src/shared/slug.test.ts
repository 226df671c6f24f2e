import { describe, expect, it } from "vitest";
import { buildMicrositeSlug, isMicrositeSlug, isReservedSlug, slugError, slugify, SLUG_INVALID_MESSAGE, SLUG_REQUIRED_MESSAGE } from "./slug";

describe("slug rules", () => {
  it("gives the spec's messages", () => {
    expect(slugError("")).toBe(SLUG_REQUIRED_MESSAGE);
    expect(SLUG_REQUIRED_MESSAGE).toBe("Microsite slug is required.");
    expect(slugError(undefined)).toBe("Microsite slug is required.");
    expect(slugError("Has-Caps")).toBe("Invalid microsite slug");
    expect(slugError("under_score")).toBe(SLUG_INVALID_MESSAGE);
    expect(slugError("a".repeat(61))).toBe(SLUG_INVALID_MESSAGE);
    expect(slugError("a".repeat(60))).toBeNull();
    expect(slugError("jane-doe-acme-4f2a")).toBeNull();
  });

  it.each(["health", "pricing", "sign-in", "sign-up", "site", "Pricing", "terms", "privacy", "Terms"])("treats %s as reserved", (name) => {
    expect(isReservedSlug(name)).toBe(true);
    expect(isMicrositeSlug(name)).toBe(false);
  });

  it("slugifies names and companies to [a-z0-9-]", () => {
    expect(slugify("  José Müller & Co. ")).toBe("jose-muller-co");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
  });

  it("builds readable slugs with a suffix, never over 60 characters", () => {
    expect(buildMicrositeSlug(["Jane", "Doe", "Acme Inc"], "x7k2p9")).toBe("jane-doe-acme-inc-x7k2p9");
    const long = buildMicrositeSlug(["A".repeat(80), "Company with a very long name indeed"], "abc123");
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith("-abc123")).toBe(true);
    expect(slugError(long)).toBeNull();
    expect(buildMicrositeSlug(["", null, "!!!"], "zz9")).toBe("zz9");
  });
});
