import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side request to a user-supplied URL (webhooks) must not reach: loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation
 * ranges (RFC 6890). BlockList also matches the IPv4-mapped IPv6 form (::ffff:127.0.0.1) against the IPv4 rules.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** True for an IP literal that is routable on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return !NON_PUBLIC.check(ip, version === 6 ? "ipv6" : "ipv4");
}

/** URL hostnames are bracketed for IPv6 (`[::1]`); addresses are not. */
const unbracket = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * What can be told from the URL alone, before any DNS: an IP literal that is not public, or a name that always
 * means this machine. Other names are checked when they are resolved (`publicOnlyLookup`).
 */
export function isLocalHostname(hostname: string): boolean {
  const host = unbracket(hostname.toLowerCase()).replace(/\.$/, "");
  if (isIP(host) !== 0) return !isPublicAddress(host);
  return host === "localhost" || host.endsWith(".localhost");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses names resolving to a non-public address. Checking the addresses
 * actually connected to (not a lookup made earlier) is what defeats DNS rebinding.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      const denial: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused.address}, which is not a public internet address`);
      denial.code = "EADDRNOTPUBLIC";
      return callback(denial, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
