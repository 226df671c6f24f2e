/**
 * Rules that tell a prospect from a machine. Email security gateways (Microsoft SafeLinks, Mimecast, Proofpoint,
 * Barracuda...) open every link in every delivered email, and some run the page's script; counting them would
 * show every prospect as "viewed". Pure functions: the ingest applies them, tests pin them.
 */
import { isbot } from "isbot";

export type BotReason = "user-agent" | "prefetch" | "no-js" | "sub-second-visit" | "instant-click";

/** A visit shorter than this (visible seconds) is a scanner's detonation, not a read. */
export const SUB_SECOND_VISIT_SECONDS = 1;
/** A CTA click sooner than this after the page was delivered to the same visitor is a link checker clicking everything. */
export const INSTANT_CLICK_MS = 1000;
/** A served page whose tracking script has not reported a view within this time never ran JS. */
export const NO_JS_TIMEOUT_MS = 60_000;
/** How long a view waits for a sub-second pagehide before it is counted as a human view. */
export const VIEW_HOLD_MS = 3000;

// Email security gateways and clients that open links on their own, headless browsers and HTTP libraries:
// what isbot's crawler/unfurler list does not cover for us. Matched case-insensitively.
const SCANNER_USER_AGENT = new RegExp(
  [
    "scanner", "scan/", "safelinks", "safe ?links", "mimecast", "proofpoint", "barracuda", "forcepoint", "fireeye",
    "trendmicro", "trend micro", "symantec", "messagelabs", "sophos", "cisco", "ironport", "zscaler", "checkpoint",
    "paloalto", "fortinet", "fortiguard", "microsoft office", "ms-office", "outlook-ios", "microsoft url control",
    "teams", "skypeuripreview", "google-safety", "googleimageproxy", "yahoomailproxy", "google-read-aloud",
    "headlesschrome", "phantomjs", "puppeteer", "playwright", "selenium", "lighthouse", "pagespeed", "ptst/",
    "uptime", "monitor", "curl/", "wget/", "python-requests", "python-urllib", "aiohttp", "go-http-client", "java/",
    "okhttp", "apache-httpclient", "libwww", "httpclient", "node-fetch", "undici", "axios/", "postmanruntime",
    "insomnia", "httpie",
  ].join("|"),
  "i",
);

/**
 * A user agent of a known bot, or none at all (every real browser sends one): isbot's maintained list of
 * crawlers, unfurlers, monitors and audit tools (Chrome-Lighthouse, Slackbot, LinkedInBot...), then our
 * email-scanner rules.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  if (ua.length === 0) return true;
  return isbot(ua) || SCANNER_USER_AGENT.test(ua) || isEmulatedAndroidChrome(ua);
}

// Chrome on Android has sent the reduced "Android 10; K" platform since version 110 (User-Agent reduction), never a
// device model. A Chrome of 110+ naming a device with nothing after "Mobile Safari/537.36" (no WebView "wv", no
// Samsung or Edge token) is a device emulation: Lighthouse's and PageSpeed's mobile run sends exactly
// "Android 11; moto g power (2022)" and no longer appends "Chrome-Lighthouse".
const EMULATED_ANDROID_CHROME = /^Mozilla\/5\.0 \(Linux; Android [\d.]+; (?!K\))[^;]+?\) AppleWebKit\/537\.36 \(KHTML, like Gecko\) Chrome\/(\d+)\.0\.0\.0 Mobile Safari\/537\.36$/;
const FIRST_REDUCED_ANDROID_CHROME = 110;

/** An Android Chrome user agent that a real Chrome of its version never sends (see above). */
export function isEmulatedAndroidChrome(userAgent: string): boolean {
  const major = EMULATED_ANDROID_CHROME.exec(userAgent)?.[1];
  return major !== undefined && Number(major) >= FIRST_REDUCED_ANDROID_CHROME;
}

/**
 * Client hints set by a DevTools-protocol override: every real Chromium lists a GREASE brand ("Not.A/Brand",
 * "Not)A;Brand"...) in Sec-CH-UA, while Lighthouse (CLI, DevTools panel, PageSpeed Insights; mobile and desktop)
 * overrides the brands with exactly "Chromium" and "Google Chrome". Absent header: no verdict.
 */
export function isOverriddenClientHints(secChUa: string | null | undefined): boolean {
  if (!secChUa) return false;
  return !/"[^"]*not[^"]*a[^"]*brand[^"]*"/i.test(secChUa);
}

type HeaderReader = (name: string) => string | null | undefined;

/** Speculative loads: the browser fetched the page in case the user opens it (Chrome, Safari, Firefox headers). */
export function isPrefetchRequest(header: HeaderReader): boolean {
  const secPurpose = header("sec-purpose")?.toLowerCase() ?? "";
  const purpose = (header("purpose") ?? header("x-purpose") ?? "").toLowerCase();
  const moz = header("x-moz")?.toLowerCase() ?? "";
  return secPurpose.includes("prefetch") || purpose.includes("prefetch") || purpose.includes("preview") || moz.includes("prefetch");
}

/** The request itself (page load or beacon) comes from a machine: by user agent, or as a prefetch. */
export function classifyRequest(userAgent: string | null | undefined, header: HeaderReader): BotReason | null {
  if (isBotUserAgent(userAgent) || isOverriddenClientHints(header("sec-ch-ua"))) return "user-agent";
  if (isPrefetchRequest(header)) return "prefetch";
  return null;
}

/** A click that came less than a second after the page was served to the same visitor. */
export function isInstantClick(servedAt: number | null | undefined, clickedAt: number): boolean {
  return typeof servedAt === "number" && clickedAt - servedAt >= 0 && clickedAt - servedAt < INSTANT_CLICK_MS;
}

/** A measured visit under a second of visible time. */
export const isSubSecondVisit = (visibleSeconds: number): boolean => visibleSeconds < SUB_SECOND_VISIT_SECONDS;
