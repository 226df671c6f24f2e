// Full-page screenshots of published pages at desktop and phone widths, for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

export const SCREENSHOT_DIR = "tests/e2e/screenshots/microsites";

export async function screenshotPages(pages: Array<{ url: string; name: string }>): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const files: string[] = [];
  try {
    for (const { url, name } of pages) {
      for (const width of [1440, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: "networkidle" });
        const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return files;
}
