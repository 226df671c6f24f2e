import { describe, expect, it } from "vitest";
import { createPageTokenHeaders, createVisitTokens, TOKEN_REUSE_MS } from "./visit-token";

describe("page-load token headers", () => {
  const tokens = createVisitTokens("a-secret-for-the-token-tests-0123456789");
  const servedAtOf = (header: string, slug: string, now: number) => tokens.servedAt(/desc="([^"]+)"/.exec(header)?.[1], slug, now);

  it("mints once per page per reuse window, each page its own token, and a fresh one after the window", () => {
    const header = createPageTokenHeaders(tokens);
    const first = header("ada", 1_000_000);
    expect(header("ada", 1_000_000 + TOKEN_REUSE_MS - 1)).toBe(first);
    expect(header("grace", 1_000_001)).not.toBe(first);
    const later = header("ada", 1_000_000 + TOKEN_REUSE_MS);
    expect(later).not.toBe(first);
    expect(servedAtOf(first, "ada", 1_000_500)).toBe(1_000_000);
    expect(servedAtOf(later, "ada", 1_000_500)).toBe(1_000_000 + TOKEN_REUSE_MS);
    // A token proves its own page only.
    expect(servedAtOf(first, "grace", 1_000_500)).toBeNull();
  });

  it("never hands out a token minted after the view (a clock that stepped back)", () => {
    const header = createPageTokenHeaders(tokens);
    const ahead = header("ada", 2_000_000);
    expect(header("ada", 1_999_995)).not.toBe(ahead);
  });
});
