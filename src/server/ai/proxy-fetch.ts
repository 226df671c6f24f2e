import type { ClientOptions } from "openai";
import { EnvHttpProxyAgent, fetch as undiciFetch } from "undici";
import type { ProxySettings } from "../config";

/**
 * OpenAI client options that send its requests through the configured outgoing proxy, because Node's global
 * fetch ignores HTTP(S)_PROXY. Curl's rules: https URLs use httpsProxy, http URLs httpProxy, and NO_PROXY
 * (comma list of domain suffixes, `*`, host:port) goes direct. No proxy for the base URL: the SDK's defaults.
 */
export function proxyClientOptions(baseUrl: string, proxy: ProxySettings): Pick<ClientOptions, "fetch" | "fetchOptions"> {
  // The client only talks to the base URL's origin, so its scheme picks the proxy. Deciding here also keeps curl's
  // rule that https never falls back to HTTP_PROXY, which undici's EnvHttpProxyAgent would do.
  const proxyUrl = new URL(baseUrl).protocol === "https:" ? proxy.httpsProxy : proxy.httpProxy;
  if (!proxyUrl) return {};
  const dispatcher = new EnvHttpProxyAgent({
    // Explicit values (never undefined): undici would otherwise read process.env itself. It matches NO_PROXY.
    httpProxy: proxy.httpProxy,
    httpsProxy: proxy.httpsProxy,
    noProxy: proxy.noProxy,
    // Plain http goes as an absolute-URI request, as curl sends it: corporate proxies often allow CONNECT to 443 only.
    proxyTunnel: false,
  });
  // An undici dispatcher only works with the fetch of the same undici package, not Node 20's bundled one. The cast:
  // undici types its own Request class, and the SDK only ever passes a URL string.
  return { fetch: undiciFetch as ClientOptions["fetch"], fetchOptions: { dispatcher } };
}
