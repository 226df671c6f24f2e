import http from "node:http";
import https from "node:https";
import { isLocalHostname, publicOnlyLookup } from "@/server/net/public-address";

export type WebhookRequest = {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: skip the public-address guard. */
  allowPrivateNetworks: boolean;
};

/**
 * POSTs one webhook and resolves with the HTTP status; redirects are not followed (a 3xx is the answer, so a
 * public URL cannot bounce the request inward). Unless private networks are allowed, the host must be public both
 * as written and as resolved at connect time.
 */
export function postWebhook(request: WebhookRequest): Promise<number> {
  const url = new URL(request.url);
  if (!request.allowPrivateNetworks && isLocalHostname(url.hostname)) {
    return Promise.reject(new Error(`${url.hostname} is not a public internet address`));
  }
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        lookup: request.allowPrivateNetworks ? undefined : publicOnlyLookup,
      },
      (res) => {
        clearTimeout(deadline);
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    const limit = request.timeoutMs < 1000 ? `${request.timeoutMs} ms` : `${Math.round(request.timeoutMs / 1000)} s`;
    const deadline = setTimeout(() => req.destroy(new Error(`No answer within ${limit}`)), request.timeoutMs);
    req.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.end(request.body);
  });
}
