import { describe, expect, it } from "vitest";
import { isLocalHostname, isPublicAddress, publicOnlyLookup } from "./public-address";

describe("isPublicAddress", () => {
  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "64:ff9b::808:808"])("allows %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "198.18.0.1",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "not-an-ip",
  ])("refuses %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it("does not confuse neighbouring public ranges", () => {
    expect(isPublicAddress("172.32.0.1")).toBe(true);
    expect(isPublicAddress("11.0.0.1")).toBe(true);
    expect(isPublicAddress("100.128.0.1")).toBe(true);
  });
});

describe("isLocalHostname", () => {
  it.each(["localhost", "LOCALHOST", "localhost.", "app.localhost", "127.0.0.1", "[::1]", "10.0.0.8", "[::ffff:127.0.0.1]"])("flags %s", (host) => {
    expect(isLocalHostname(host)).toBe(true);
  });

  it.each(["hooks.example.com", "8.8.8.8", "[2606:4700:4700::1111]", "localhost.example.com"])("leaves %s to the resolver", (host) => {
    expect(isLocalHostname(host)).toBe(false);
  });
});

describe("publicOnlyLookup", () => {
  const resolve = (hostname: string, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) =>
      publicOnlyLookup(hostname, { all }, (error, address) => done({ error, address })),
    );

  it("refuses a name that resolves to this machine, in both lookup forms", async () => {
    for (const all of [false, true]) {
      const { error } = await resolve("localhost", all);
      expect(error?.code).toBe("EADDRNOTPUBLIC");
      expect(error?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public internet address$/);
    }
  });

  it("passes resolver failures through unchanged", async () => {
    const { error } = await resolve("no-such-host.invalid", false);
    expect(error?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
