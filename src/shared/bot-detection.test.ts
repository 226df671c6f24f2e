import { describe, expect, it } from "vitest";
import { userAgents as lighthouseAgents } from "lighthouse/core/config/constants.js";
import { classifyRequest, isBotUserAgent, isInstantClick, isOverriddenClientHints, isPrefetchRequest, isSubSecondVisit } from "./bot-detection";

const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()] ?? null;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0";
const EDGE = `${CHROME} Edg/131.0.0.0`;

describe("bot user agents", () => {
  it.each([
    "Mozilla/5.0 (compatible; SafeLinks/1.0)",
    "Mimecast-URL-Protect/1.0",
    "Proofpoint URL Defense",
    "Barracuda Sentinel (EE)",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
    "Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17328; Pro)",
    "facebookexternalhit/1.1",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "curl/8.5.0",
    "python-requests/2.31.0",
    "Go-http-client/1.1",
    "",
  ])("%s is a bot", (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([CHROME, SAFARI_IOS, FIREFOX, EDGE])("a real browser is not: %s", (ua) => expect(isBotUserAgent(ua)).toBe(false));
  it("no user agent at all is a bot", () => expect(isBotUserAgent(undefined)).toBe(true));
});

// The agents the issue names: audits that name themselves, WebPageTest, uptime monitors and ten link unfurlers.
const NAMED_AGENTS = {
  lighthouse: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  pageSpeedInsights: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 (compatible; Google-PageSpeed-Insights)",
  webPageTest: `${CHROME} PTST/240201.120133`,
  uptimeRobot: "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  pingdom: "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
  slackbot: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  linkedInBot: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  twitterbot: "Twitterbot/1.0",
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  teams: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Safari/537.36 Teams/24000 MicrosoftTeams-Preview",
  skypeTeamsPreview: "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36 SkypeUriPreview Preview/0.5",
  whatsApp: "WhatsApp/2.23.20.0",
  discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  outlook: `${CHROME} Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17029; Pro)`,
  safeLinks: "Mozilla/5.0 (compatible; SafeLinks/1.0)",
  googleReadAloud: "Mozilla/5.0 (Linux; Android 7.0; SM-G930V Build/NRD90M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.125 Mobile Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
};

describe("named automated agents", () => {
  it.each(Object.entries(NAMED_AGENTS))("%s is a bot", (_name, ua) => expect(isBotUserAgent(ua)).toBe(true));
});

// What Lighthouse 10+ sends (the installed version's own constants): the mobile run no longer says "Chrome-Lighthouse".
describe("Lighthouse and PageSpeed runs that do not name themselves", () => {
  const REAL_ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
  const SAMSUNG = "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36";
  const WEBVIEW = "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36";
  const OLD_CHROME_WITH_MODEL = "Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 Mobile Safari/537.36";

  it("the mobile run's user agent (a device model with a reduced Chrome version) is a bot", () => {
    expect(lighthouseAgents.mobile).not.toMatch(/lighthouse/i);
    expect(isBotUserAgent(lighthouseAgents.mobile)).toBe(true);
    expect(isBotUserAgent(lighthouseAgents.mobile.replace(/Chrome\/\d+/, "Chrome/125"))).toBe(true);
  });

  it.each([REAL_ANDROID_CHROME, SAMSUNG, WEBVIEW, OLD_CHROME_WITH_MODEL])("a phone's own browser is not: %s", (ua) => expect(isBotUserAgent(ua)).toBe(false));

  it("the desktop run looks like any Mac Chrome by user agent, and is told by its client hints (no GREASE brand)", () => {
    expect(isBotUserAgent(lighthouseAgents.desktop)).toBe(false);
    const lighthouseHints = '"Chromium";v="136", "Google Chrome";v="136"';
    expect(isOverriddenClientHints(lighthouseHints)).toBe(true);
    expect(classifyRequest(lighthouseAgents.desktop, headers({ "sec-ch-ua": lighthouseHints }))).toBe("user-agent");
    for (const real of ['"Chromium";v="136", "Google Chrome";v="136", "Not.A/Brand";v="99"', '"Not)A;Brand";v="8", "Chromium";v="138", "Microsoft Edge";v="138"', '" Not A;Brand";v="99", "Chromium";v="96"']) {
      expect(isOverriddenClientHints(real)).toBe(false);
      expect(classifyRequest(lighthouseAgents.desktop, headers({ "sec-ch-ua": real }))).toBeNull();
    }
    // Firefox and Safari send no client hints: no verdict from their absence.
    expect(classifyRequest(FIREFOX, headers({}))).toBeNull();
  });
});

describe("prefetch headers", () => {
  it("Sec-Purpose, Purpose, X-Purpose and X-Moz prefetches are not visits", () => {
    expect(isPrefetchRequest(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetchRequest(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetchRequest(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetchRequest(headers({ "x-purpose": "preview" }))).toBe(true);
    expect(isPrefetchRequest(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetchRequest(headers({ accept: "text/html" }))).toBe(false);
  });

  it("classifies a request by user agent first, then prefetch", () => {
    expect(classifyRequest("curl/8", headers({ purpose: "prefetch" }))).toBe("user-agent");
    expect(classifyRequest(CHROME, headers({ "sec-purpose": "prefetch" }))).toBe("prefetch");
    expect(classifyRequest(CHROME, headers({}))).toBeNull();
  });
});

describe("timing rules", () => {
  it("a click within a second of the page being served is instant", () => {
    expect(isInstantClick(1000, 1500)).toBe(true);
    expect(isInstantClick(1000, 1999)).toBe(true);
    expect(isInstantClick(1000, 2000)).toBe(false);
    expect(isInstantClick(null, 1500)).toBe(false);
    expect(isInstantClick(2000, 1500)).toBe(false);
  });

  it("a visit under a second of visible time is sub-second", () => {
    expect(isSubSecondVisit(0)).toBe(true);
    expect(isSubSecondVisit(0.99)).toBe(true);
    expect(isSubSecondVisit(1)).toBe(false);
  });
});
