import { describe, expect, it } from "vitest";
import { normalizeCtaUrl, toWebsiteAddress } from "./website";

describe("toWebsiteAddress (spec 5 helper)", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    ["acme.com", "https://acme.com"],
    ["  acme.com  ", "https://acme.com"],
    ["http://acme.com", "https://acme.com"],
    ["https://www.acme.com/path", "https://www.acme.com/path"],
    ["//acme.com", "https://acme.com"],
    ["ftp://files.acme.com", "https://files.acme.com"],
  ])("%j -> %j", (input, expected) => expect(toWebsiteAddress(input)).toBe(expected));

  it("treats null and undefined as empty", () => {
    expect(toWebsiteAddress(null)).toBe("");
    expect(toWebsiteAddress(undefined)).toBe("");
  });
});

describe("normalizeCtaUrl", () => {
  it("trims and adds https:// when there is no scheme", () => {
    expect(normalizeCtaUrl("  acme.com/demo ")).toEqual({ ok: true, url: "https://acme.com/demo" });
    expect(normalizeCtaUrl("www.acme.com")).toEqual({ ok: true, url: "https://www.acme.com/" });
    expect(normalizeCtaUrl("acme.com:8080/x")).toEqual({ ok: true, url: "https://acme.com:8080/x" });
  });

  it("keeps http and https links", () => {
    expect(normalizeCtaUrl("http://acme.com/a?b=1")).toEqual({ ok: true, url: "http://acme.com/a?b=1" });
    expect(normalizeCtaUrl("HTTPS://Acme.com")).toEqual({ ok: true, url: "https://acme.com/" });
  });

  it("allows an empty value (the CTA URL is optional)", () => {
    expect(normalizeCtaUrl("")).toEqual({ ok: true, url: "" });
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi", "mailto:a@b.com", "vbscript:x"])(
    "refuses the %s scheme",
    (input) => expect(normalizeCtaUrl(input).ok).toBe(false),
  );

  it("refuses things that are not addresses", () => {
    expect(normalizeCtaUrl("not a url").ok).toBe(false);
    expect(normalizeCtaUrl("nodot").ok).toBe(false);
  });
});

describe("normalizeCtaUrl edge cases", () => {
  it.each([
    ["\thttps://acme.com\n", "https://acme.com/"],
    ["//acme.com/x", "https://acme.com/x"],
    ["localhost:3000/book", "https://localhost:3000/book"],
    ["acme.com/path with space", "https://acme.com/path%20with%20space"],
    ["acme.com/?utm_source=site#top", "https://acme.com/?utm_source=site#top"],
    ["http:acme.com", "http://acme.com/"],
    ["10.0.0.1/demo", "https://10.0.0.1/demo"],
  ])("%j -> %j", (input, url) => expect(normalizeCtaUrl(input)).toEqual({ ok: true, url }));

  it.each([
    "  javascript:alert(1)",
    "javascript://acme.com/%0aalert(1)",
    "java\nscript:alert(1)",
    "file:///etc/passwd",
    "ftp://files.acme.com",
    "blob:https://acme.com/x",
    "https://",
    "http://",
  ])("refuses %j", (input) => expect(normalizeCtaUrl(input).ok).toBe(false));

  it("treats null and undefined as empty", () => {
    expect(normalizeCtaUrl(null)).toEqual({ ok: true, url: "" });
    expect(normalizeCtaUrl(undefined)).toEqual({ ok: true, url: "" });
  });
});
