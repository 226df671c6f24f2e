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

  // IPv6 forms that carry an IPv4 address reach that address: judged by it (or refused with their whole range).
  it.each([
    ["64:ff9b::7f00:1", false], // NAT64 of 127.0.0.1
    ["64:ff9b::127.0.0.1", false],
    ["64:ff9b::a9fe:a9fe", false], // NAT64 of the cloud metadata address
    ["64:ff9b::c0a8:101", false],
    ["64:ff9b::808:808", true],
    ["::7f00:1", false], // IPv4-compatible: refused whatever it carries
    ["::127.0.0.1", false],
    ["::808:808", false],
    ["::ffff:7f00:1", false], // IPv4-mapped
    ["::ffff:0:7f00:1", false], // SIIT
    ["::ffff:0:10.0.0.1", false],
    ["::ffff:0:808:808", true],
    ["::ffff:8.8.8.8", true],
    ["2002:7f00:1::1", false], // 6to4 through 127.0.0.1
    ["2002:a00:1::", false],
    ["2002:a9fe:a9fe::1", false],
    ["2002:808:808::1", true],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", false], // Teredo, client 127.0.0.1
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", true], // Teredo, client 8.8.8.8
    ["fec0::1", false], // site-local
    ["feff::1", false],
    ["fe80::1%eth0", false],
    ["2606:4700:4700::1111%eth0", true],
  ] as const)("judges %s by what it reaches (public: %s)", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it("does not confuse neighbouring public ranges", () => {
    expect(isPublicAddress("172.32.0.1")).toBe(true);
    expect(isPublicAddress("11.0.0.1")).toBe(true);
    expect(isPublicAddress("100.128.0.1")).toBe(true);
  });
});

describe("isLocalHostname", () => {
  it.each(["localhost", "LOCALHOST", "localhost.", "app.localhost", "127.0.0.1", "[::1]", "10.0.0.8", "[::ffff:127.0.0.1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]", "[fec0::1]"])("flags %s", (host) => {
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
