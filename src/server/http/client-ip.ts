import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The header through which our own code tells better-auth who the client is. Whatever a client sends under this
 * name is overwritten before better-auth sees the request.
 */
export const CLIENT_IP_HEADER = "x-pitchsite-client-ip";

/** The hop our reverse proxy appended: earlier entries of X-Forwarded-For are whatever the client claimed. */
export function lastForwardedHop(header: string | undefined): string | undefined {
  const hops = header?.split(",").map((h) => h.trim()).filter(Boolean);
  return hops && hops.length > 0 ? hops[hops.length - 1] : undefined;
}

/**
 * The client address for per-client limits: the socket's peer, or — only with TRUST_PROXY, behind our own reverse
 * proxy — the last X-Forwarded-For hop. Never a header the client controls on its own.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwardedHop(c.req.header("x-forwarded-for")) : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (in-process requests)
  }
}
