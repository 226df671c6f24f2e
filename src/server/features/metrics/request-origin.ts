import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { isBotUserAgent, isOverriddenClientHints, isPrefetchRequest, type BotReason } from "@/shared/bot-detection";
import { lastForwardedHop } from "@/server/http/client-ip";
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
  if (isBotAgent(userAgent) || isOverriddenClientHints(header("sec-ch-ua"))) botReason = "user-agent";
  else if (isPrefetchRequest(header)) botReason = "prefetch";
  return { visitor, botReason };
}

/**
 * Visitor and bot verdict of a page load or beacon (user agent and client hints first, then prefetch headers). The visitor is the
 * client address alone (keyed hash): a client varying its User-Agent or other headers stays one visitor.
 */
export const requestOrigin = (c: Context, ip: string, visitorKey: VisitorKeys): RequestOrigin =>
  originOf(visitorKey(ip), c.req.header("user-agent") ?? "", (name) => c.req.header(name));

const PREFETCH_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];

/**
 * The same for a request answered outside Hono (the cached-page fast path). No closure per request unless a
 * prefetch header is present: this runs for every cached page view.
 */
export function nodeRequestOrigin(req: IncomingMessage, trustProxy: boolean, visitorKey: VisitorKeys): RequestOrigin {
  const headers = req.headers;
  const forwarded = trustProxy ? headers["x-forwarded-for"] : undefined;
  const ip = (forwarded === undefined ? undefined : lastForwardedHop(Array.isArray(forwarded) ? forwarded.join(",") : forwarded)) ?? req.socket.remoteAddress ?? "unknown";
  const visitor = visitorKey(ip);
  const hints = headers["sec-ch-ua"];
  if (isBotAgent(headers["user-agent"] ?? "") || isOverriddenClientHints(Array.isArray(hints) ? hints.join(",") : hints)) return { visitor, botReason: "user-agent" };
  if (!PREFETCH_HEADERS.some((name) => headers[name] !== undefined)) return { visitor, botReason: null };
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  return { visitor, botReason: isPrefetchRequest(header) ? "prefetch" : null };
}
