import { describe, expect, it } from "vitest";
import { isMicrositeHost } from "./microsite-host";

describe("isMicrositeHost (spec 2)", () => {
  const app = "https://app.pitchsite.io";
  it("matches the configured base host and its subdomains", () => {
    expect(isMicrositeHost("pages.acme.com", "https://pages.acme.com", app)).toBe(true);
    expect(isMicrositeHost("eu.pages.acme.com:443", "https://pages.acme.com", app)).toBe(true);
    expect(isMicrositeHost("PAGES.ACME.COM", "https://pages.acme.com", app)).toBe(true);
  });
  it("falls back to hosts that begin with the label microsites.", () => {
    expect(isMicrositeHost("microsites.example.org", undefined, app)).toBe(true);
    expect(isMicrositeHost("microsites.localhost:3000", "http://localhost:3000/site", "http://localhost:3000")).toBe(true);
  });
  it("does not match other hosts, look-alikes or the app host itself", () => {
    expect(isMicrositeHost("app.pitchsite.io", "https://pages.acme.com", app)).toBe(false);
    expect(isMicrositeHost("evilpages.acme.com", "https://pages.acme.com", app)).toBe(false);
    expect(isMicrositeHost("localhost:3000", "http://localhost:3000/site", "http://localhost:3000")).toBe(false);
    expect(isMicrositeHost("notmicrosites.example.org", undefined, app)).toBe(false);
    expect(isMicrositeHost("", "https://pages.acme.com", app)).toBe(false);
  });
});
