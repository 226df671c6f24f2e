import { describe, expect, it } from "vitest";
import { createVisitorKeys, visitorAddress } from "./visitor-key";
import { createVisitTokens } from "./visit-token";

describe("visitor addresses", () => {
  it("keeps IPv4 (also mapped into IPv6) and cuts IPv6 to its /64", () => {
    expect(visitorAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(visitorAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(visitorAddress("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(visitorAddress("2001:db8:85a3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(visitorAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(visitorAddress("[2001:DB8:85A3:42::ffff]")).toBe("2001:db8:85a3:42::/64");
  });

  it("hashes with a key: one /64 is one visitor, the key decides the hash, the address is not in it", () => {
    const keys = createVisitorKeys("secret-a");
    expect(keys("2001:db8:85a3:42::1")).toBe(keys("2001:db8:85a3:42:ffff::9"));
    expect(keys("2001:db8:85a3:42::1")).not.toBe(keys("2001:db8:85a3:43::1"));
    expect(keys("203.0.113.7")).not.toBe(createVisitorKeys("secret-b")("203.0.113.7"));
    expect(keys("203.0.113.7")).not.toContain("203");
    expect(keys("203.0.113.7")).toHaveLength(22);
  });
});

describe("page-load tokens", () => {
  const tokens = createVisitTokens("secret");
  it("prove when a page was served, for that slug only", () => {
    const token = tokens.mint("pat-1", 1_000_000);
    expect(tokens.servedAt(token, "pat-1", 1_005_000)).toBe(1_000_000);
    expect(tokens.servedAt(token, "pat-2", 1_005_000)).toBeNull();
    expect(tokens.servedAt(createVisitTokens("other").mint("pat-1", 1_000_000), "pat-1", 1_005_000)).toBeNull();
    expect(tokens.servedAt(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "pat-1", 1_005_000)).toBeNull();
    expect(tokens.servedAt("garbage", "pat-1")).toBeNull();
    expect(tokens.servedAt(undefined, "pat-1")).toBeNull();
    expect(tokens.servedAt(token, "pat-1", 1_000_000 + 3 * 86_400_000)).toBeNull();
  });
});
