/**
 * A campaign of built-in writer pages, as a prospect sees them: twelve varied contacts (credit unions, a hospital, a
 * school district, an agency, hotels; ambiguous and clear notes), written by the built-in writer for the AP sample
 * sender, rendered with the default framework, and the expired page; each screenshot at 1440 and 390 px.
 *
 *   node --import tsx scripts/render-builtin-campaign.ts [outDir]
 *
 * Prints every page's height at 390 px in phone screens (844 px) and writes every page's text to copy.txt.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "playwright-core";
import { writeBuiltinContent } from "@/server/ai/builtin/builtin-writer";
import { campaignInputs, TRUTH_CONTACTS } from "@/server/test/ai/builtin/truth-corpus";
import { AP_BRAND, SIX_HOTEL_CONTACTS } from "@/server/test/ai/ap-sender";
import { renderExpiredPage } from "@/server/render/expired-page";
import { resolveFontFile } from "@/server/page-input/fonts";
import { renderMicrositeHtml } from "@/server/render/render-microsite";

const PHOTO = "/storage/profile-photos/u1/1700000000001-0f1e2d3c4b5a6978.webp";
const NOTES = ["Evaluating Tipalti and Ramp", "Asked for a pilot last week", "Uses Competitor X", "Met at SaaStr last week", "NetSuite sync breaks weekly", "Referred by Priya Shah", "", "Hiring freeze until Q3", "Just raised a Series B", "Budget ?? TBD", "Contract up for renewal in June", "Approvals sit in the CFO's inbox for days"];
const contacts = [...TRUTH_CONTACTS.slice(0, 4), TRUTH_CONTACTS[6], TRUTH_CONTACTS[9], TRUTH_CONTACTS[11], ...SIX_HOTEL_CONTACTS.slice(0, 5)].map((c, i) => ({ ...c, context: NOTES[i] }));
const rep = { name: "Sam Carter", title: "Account Executive", email: "sam.carter@ledgerly.example", photoUrl: PHOTO, schedulingUrl: "https://cal.example/sam" };

async function main() {
  const outDir = path.resolve(process.argv[2] ?? "tests/e2e/screenshots/builtin-campaign");
  await mkdir(outDir, { recursive: true });
  const inputs = campaignInputs("look", contacts, { brand: { ...AP_BRAND, logoUrl: null }, rep, campaign: { name: "Q4 AP", description: "", type: "sales outreach", ctaType: "Book a demo", ctaUrl: "https://ledgerly.example/demo", featuredOfferingId: null } });
  const pages = new Map<string, string>();
  const copy: string[] = [];
  inputs.forEach((input, i) => {
    const content = writeBuiltinContent(input);
    pages.set(`/page-${i + 1}.html`, renderMicrositeHtml({ generation: input, content, tracking: null, now: new Date("2026-11-26T00:00:00Z") }));
    copy.push(`== page ${i + 1}: ${input.contact.company} (${input.contact.industry || "no industry"}, ${input.contact.title || "no title"}) note: "${input.contact.context}"`, JSON.stringify(content, null, 1));
  });
  const style = inputs[0].framework.style;
  pages.set("/expired.html", renderExpiredPage({ companyName: "Ledgerly", logoUrl: null, style, repName: "Sam Carter", repEmail: "sam.carter@ledgerly.example" }, { requestAction: "/x", sent: false }));
  await writeFile(path.join(outDir, "copy.txt"), copy.join("\n"));
  const photo = Buffer.from(await (await import("sharp")).default({ create: { width: 160, height: 160, channels: 3, background: "#f97316" } }).webp().toBuffer());
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const font = /^\/_fonts\/([a-z-]+)\/([1-9]00)\.woff2$/.exec(url.pathname);
    const fontFile = font ? resolveFontFile(font[1], font[2]) : null;
    if (fontFile) return res.writeHead(200, { "Content-Type": "font/woff2" }).end(await readFile(fontFile));
    if (url.pathname === PHOTO) return res.writeHead(200, { "Content-Type": "image/webp" }).end(photo);
    const html = pages.get(url.pathname);
    return html ? res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html) : res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    for (const name of pages.keys()) {
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
        await page.goto(`${origin}${name}`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (width === 390) console.log(`${name}: ${height} px at 390 = ${(height / 844).toFixed(2)} phone screens`);
        await page.screenshot({ path: path.join(outDir, `${name.slice(1, -5)}-${width}.png`), fullPage: true });
        await page.close();
      }
    }
  } finally {
    server.close();
    await browser.close();
  }
}

await main();
