import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** An IPv6 address's first 64 bits: one household or phone holds a whole /64 and may rotate within it. */
function expandIPv6Prefix(address: string): string {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
}

/**
 * The part of a client address that identifies one visitor: IPv4 as is (also when mapped into IPv6), IPv6 cut to
 * its /64 prefix. Anything else (no socket) is kept as given.
 */
export function visitorAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return `${expandIPv6Prefix(bare)}::/64`;
  return bare;
}

/**
 * Visitor keys: a keyed hash (HMAC-SHA-256, 128 bits kept) of the visitor address, so the database never holds a
 * client address and the same address maps to the same key in every web process sharing the secret. Recent
 * answers are cached: one visitor sends several beacons.
 */
export function createVisitorKeys(secret: string, maxCached = 50_000) {
  const key = createHmac("sha256", secret).update("pitchsite visitor key").digest();
  const cache = new Map<string, string>();
  return (address: string): string => {
    let hashed = cache.get(address);
    if (hashed === undefined) {
      hashed = createHmac("sha256", key).update(visitorAddress(address)).digest("base64url").slice(0, 22);
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
      cache.set(address, hashed);
    }
    return hashed;
  };
}

export type VisitorKeys = ReturnType<typeof createVisitorKeys>;
