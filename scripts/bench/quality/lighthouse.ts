// Lighthouse (mobile and desktop presets) on published pages, in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type LighthouseScores = { url: string; formFactor: "mobile" | "desktop"; scores: Record<(typeof CATEGORIES)[number], number>; failing: string[] };

export async function runLighthouse(urls: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  const results: LighthouseScores[] = [];
  try {
    for (const url of urls) {
      for (const formFactor of ["mobile", "desktop"] as const) {
        const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES] };
        const run = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits } = run.lhr;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as LighthouseScores["scores"];
        const failing = CATEGORIES.flatMap((c) =>
          (categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
        );
        results.push({ url, formFactor, scores, failing });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
