import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { isBotUserAgent, isPrefetchRequest, type BotReason } from "../../../shared/bot-detection";
import { lastForwardedHop } from "../../http/client-ip";
import type { RequestOrigin } from "./ingest";

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

function originOf(ip: string, userAgent: string, header: (name: string) => string | undefined): RequestOrigin {
  let botReason: BotReason | null = null;
  if (isBotAgent(userAgent)) botReason = "user-agent";
  else if (isPrefetchRequest(header)) botReason = "prefetch";
  return { visitor: `${ip}\n${userAgent}`, botReason };
}

/** Visitor key and bot verdict of a page load or beacon (user agent first, then prefetch headers). */
export const requestOrigin = (c: Context, ip: string): RequestOrigin => originOf(ip, c.req.header("user-agent") ?? "", (name) => c.req.header(name));

/** The same for a request answered outside Hono (the cached-page fast path). */
export function nodeRequestOrigin(req: IncomingMessage, trustProxy: boolean): RequestOrigin {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const ip = (trustProxy ? lastForwardedHop(header("x-forwarded-for")) : undefined) ?? req.socket.remoteAddress ?? "unknown";
  return originOf(ip, header("user-agent") ?? "", header);
}
