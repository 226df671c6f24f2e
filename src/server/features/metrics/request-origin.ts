import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { isBotUserAgent, isPrefetchRequest, type BotReason } from "../../../shared/bot-detection";
import { lastForwardedHop } from "../../http/client-ip";
import type { RequestOrigin } from "./ingest";
import type { VisitorKeys } from "./visitor-key";

// The user-agent verdict per distinct user agent: a busy page sees the same few strings over and over.
const userAgentVerdicts = new Map<string, boolean>();
function isBotAgent(userAgent: string): boolean {
  let verdict = userAgentVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isBotUserAgent(userAgent);
    if (userAgentVerdicts.size >= 5000) userAgentVerdicts.clear();
    userAgentVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

function originOf(visitor: string, userAgent: string, header: (name: string) => string | undefined): RequestOrigin {
  let botReason: BotReason | null = null;
  if (isBotAgent(userAgent)) botReason = "user-agent";
  else if (isPrefetchRequest(header)) botReason = "prefetch";
  return { visitor, botReason };
}

/**
 * Visitor and bot verdict of a page load or beacon (user agent first, then prefetch headers). The visitor is the
 * client address alone (keyed hash): a client varying its User-Agent or other headers stays one visitor.
 */
export const requestOrigin = (c: Context, ip: string, visitorKey: VisitorKeys): RequestOrigin =>
  originOf(visitorKey(ip), c.req.header("user-agent") ?? "", (name) => c.req.header(name));

/** The same for a request answered outside Hono (the cached-page fast path). */
export function nodeRequestOrigin(req: IncomingMessage, trustProxy: boolean, visitorKey: VisitorKeys): RequestOrigin {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const ip = (trustProxy ? lastForwardedHop(header("x-forwarded-for")) : undefined) ?? req.socket.remoteAddress ?? "unknown";
  return originOf(visitorKey(ip), header("user-agent") ?? "", header);
}
