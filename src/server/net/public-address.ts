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

/**
 * IPv6 ranges that carry an IPv4 address in some of their bits: a packet to them reaches that IPv4 host (through a
 * NAT64 gateway, a 6to4 relay, a Teredo relay or the local stack), so the embedded address is what must be public.
 */
const EMBEDDING_RANGES: Array<{ matches: (h: number[]) => boolean; embedded: (h: number[]) => number[][] }> = [
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (SIIT, RFC 6052 §2.1 / RFC 7915).
  { matches: (h) => h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff, embedded: (h) => [[h[6], h[7]]] },
  { matches: (h) => h.slice(0, 4).every((x) => x === 0) && h[4] === 0xffff && h[5] === 0, embedded: (h) => [[h[6], h[7]]] },
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix (RFC 6052).
  { matches: (h) => h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0), embedded: (h) => [[h[6], h[7]]] },
  // 2002:AABB:CCDD::/48, 6to4 (RFC 3056): the relay forwards to the IPv4 in bits 16-47.
  { matches: (h) => h[0] === 0x2002, embedded: (h) => [[h[1], h[2]]] },
  // 2001:0::/32, Teredo (RFC 4380): the server's IPv4, and the client's IPv4 stored inverted in the last 32 bits.
  { matches: (h) => h[0] === 0x2001 && h[1] === 0, embedded: (h) => [[h[2], h[3]], [h[6] ^ 0xffff, h[7] ^ 0xffff]] },
];

/**
 * Deprecated ranges refused whatever they carry: ::/96 (IPv4-compatible, RFC 4291 §2.5.5.1; some stacks still
 * route ::7f00:1 to 127.0.0.1) and fec0::/10 (site-local, RFC 3879: a private network by another name).
 */
const isDeprecatedRange = (h: number[]) => h.slice(0, 6).every((x) => x === 0) || (h[0] & 0xffc0) === 0xfec0;

/** The eight 16-bit groups of an IPv6 literal (`::` expanded, a trailing dotted IPv4 folded into two groups). */
function hextets(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = groups(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = ([high, low]: number[]) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** True for an IP literal that is routable on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/%.*$/, ""); // a zone (fe80::1%eth0) names an interface, not another address
  const version = isIP(address);
  if (version === 0) return false;
  if (version === 4) return !NON_PUBLIC.check(address, "ipv4");
  if (NON_PUBLIC.check(address, "ipv6")) return false;
  const groups = hextets(address);
  if (isDeprecatedRange(groups)) return false;
  const range = EMBEDDING_RANGES.find((r) => r.matches(groups));
  return !range || range.embedded(groups).every((v4) => !NON_PUBLIC.check(ipv4Of(v4), "ipv4"));
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
