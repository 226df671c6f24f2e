/**
 * Spec 2: a request is on the microsite host when its host equals the configured public base host or
 * one of its subdomains, otherwise when it begins with the label "microsites.".
 */
export function isMicrositeHost(requestHost: string | null | undefined, micrositeBaseUrl: string | null | undefined, appUrl?: string): boolean {
  const host = (requestHost ?? "").toLowerCase().replace(/:\d+$/, "");
  if (!host) return false;
  let baseHost = "";
  try {
    baseHost = micrositeBaseUrl ? new URL(micrositeBaseUrl).hostname.toLowerCase() : "";
  } catch {
    baseHost = "";
  }
  let appHost = "";
  try {
    appHost = appUrl ? new URL(appUrl).hostname.toLowerCase() : "";
  } catch {
    appHost = "";
  }
  // When microsites share the app's host (the default {APP_URL}/site), that host is the app, not a microsite host.
  if (baseHost && baseHost !== appHost && (host === baseHost || host.endsWith(`.${baseHost}`))) return true;
  return host.startsWith("microsites.");
}
