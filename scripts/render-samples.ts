/**
 * Renders sample microsites from the renderer's fixtures, serves them with their fonts and images the way the
 * public site does (/_fonts/..., /storage/...), and screenshots each at 1440 and 390 px.
 *
 *   node --import tsx scripts/render-samples.ts [outDir]
 *
 * Prints each page's size (raw and gzip). Screenshots go to tests/e2e/screenshots/microsites/ unless outDir is given.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { resolveFontFile } from "@/server/page-input/fonts";
import { readFramework } from "@/server/page-input/framework-view";
import { renderMicrositeHtml } from "@/server/render/render-microsite";
import { sampleBoldFramework, sampleBrand, sampleEditorialFramework, sampleFrameworkDocument, sampleMicrositeContent, sampleRenderGeneration, sampleRep } from "@/server/render/sample-content";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";

const LOGO_PATH = "/storage/framework-logos/u1/1700000000000-a1b2c3d4e5f60718.png";
const BRAND_LOGO_PATH = "/storage/brand-logos/u1/1700000000000-a1b2c3d4e5f60718.png";
const EDITORIAL_LOGO_PATH = "/storage/framework-logos/u1/1700000000002-1a2b3c4d5e6f7081.png";
const PHOTO_PATH = "/storage/brand-logos/u1/1700000000001-0f1e2d3c4b5a6978.png";

const teal = readFramework({ ...sampleFrameworkDocument, brandLogo: null });
const bold = readFramework(sampleBoldFramework());
const editorial = readFramework(sampleEditorialFramework());
const base = sampleMicrositeContent();
const lean = (content: MicrositeContent, keep: Array<MicrositeContent["blocks"][number]["kind"]>) => ({ ...content, blocks: content.blocks.filter((b) => keep.includes(b.kind)) });

const samples: Array<{ name: string; generation: GenerationInput; content: MicrositeContent }> = [
  { name: "teal-centered-full", generation: sampleRenderGeneration({ framework: teal }), content: base },
  { name: "bold-full-width", generation: sampleRenderGeneration({ framework: bold }), content: base },
  {
    name: "teal-lean-quote-only",
    generation: sampleRenderGeneration({
      framework: teal,
      contact: { firstName: "Marcus", company: "Brightwater Hotels", industry: "Hospitality" },
      brand: sampleBrand({ proofPoints: [], faqs: [] }),
      rep: sampleRep({ photoUrl: null, schedulingUrl: null }),
    }),
    content: {
      ...lean(base, ["problem", "outcomes", "proof", "faq"]),
      blocks: [...lean(base, ["problem", "outcomes", "proof", "faq"]).blocks, { kind: "offer", heading: "A rollout sized to your properties", body: "We scope the rollout with your controller, property by property.", offeringId: "off-enterprise" }],
      headline: "One approval flow for every Brightwater property",
      subheadline: "How Brightwater's finance team can approve supplier invoices across every hotel without chasing general managers.",
      intro: "Marcus, a colleague of yours mentioned that invoice approvals across your properties still run on email. Here is how that could look instead.",
      offeringId: "off-enterprise",
    },
  },
  {
    name: "bold-no-rep-no-cta-url",
    generation: sampleRenderGeneration({
      framework: bold,
      contact: { firstName: "Aiko", lastName: "Tanaka", title: "Head of Operations", company: "Kestrel Biotech" },
      campaign: { name: "Q3", description: "", type: "product launch", ctaType: "", ctaUrl: "", featuredOfferingId: "off-ap" },
      rep: null,
      offerings: [{ ...sampleRenderGeneration().offerings[0], price: 50000, currency: "JPY", unitType: "month" }],
    }),
    content: {
      ...base,
      headline: "Kestrel's invoices, approved before the coffee cools",
      subheadline: "How Kestrel Biotech's operations team can take lab-supply invoices off the month-end critical path.",
      intro: "Aiko, congratulations on the new lab in Osaka. Growing sites usually means growing supplier invoices; here is how teams like yours keep approvals moving.",
      ctaLabel: "Start a pilot",
    },
  },
  {
    name: "editorial-centered-text",
    generation: sampleRenderGeneration({ framework: editorial, contact: { firstName: "Ruth", company: "Calder & Finch LLP", industry: "Legal" } }),
    content: {
      ...lean(base, ["problem", "steps", "offer"]),
      blocks: [
        ...lean(base, ["problem", "steps", "offer"]).blocks,
        { kind: "text", heading: "About Ledgerline", paragraphs: ["We are a team of former controllers building the payables tool we wanted to use.", "Four hundred finance teams run their approvals on Ledgerline today."] },
      ],
      headline: "Matter costs approved without the month-end scramble",
      subheadline: "How Calder & Finch can approve expert and court fees from anywhere, matter by matter.",
      intro: "Ruth, thank you for the conversation at the legal operations forum. As promised, here is how firms like Calder & Finch route disbursement approvals.",
    },
  },
  {
    name: "bold-long-text",
    generation: sampleRenderGeneration({
      framework: bold,
      contact: { firstName: "Maximiliane", lastName: "Oberhollenzer-Vandenbroucke", company: "Internationale Speditions- und Logistikgesellschaft mbH" },
      offerings: [{ ...sampleRenderGeneration().offerings[0], price: 1200, currency: "EUR", unitType: "year" }],
    }),
    content: {
      ...base,
      headline: "Internationale Speditions- und Logistikgesellschaft could approve every carrier invoice in a day, from anywhere in Europe",
      subheadline: "A closer look at how a finance team spread across twelve countries can stop chasing approvals, close faster and keep every early-payment discount it has negotiated.",
      intro: "Maximiliane, when we spoke you mentioned approvals crossing twelve country teams. Here is a page written for exactly that.",
    },
  },
];

async function images(browser: Browser, dir: string) {
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  const shoot = async (file: string, html: string, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0">${html}</body>`);
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await page.screenshot({ path: path.join(dir, file), omitBackground: true, clip: { x: 0, y: 0, width, height } });
  };
  const wordmark = (color: string) =>
    `<div style="display:flex;align-items:center;gap:10px;height:56px;font:700 30px system-ui;letter-spacing:-.5px;color:${color}"><div style="width:36px;height:36px;border-radius:9px;background:linear-gradient(135deg,#f97316,#7c3aed)"></div>ledgerline</div>`;
  await shoot(LOGO_PATH, wordmark("#ffffff"), 200, 56);
  await shoot(EDITORIAL_LOGO_PATH, wordmark("#2b2118"), 200, 56);
  await shoot(BRAND_LOGO_PATH, wordmark("#134e4a"), 200, 56);
  await shoot(PHOTO_PATH, `<div style="width:160px;height:160px;display:grid;place-items:center;background:linear-gradient(160deg,#fcd34d,#f97316);font:600 64px system-ui;color:#fff">SO</div>`, 160, 160);
  await page.close();
}

async function serve(dir: string) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const font = /^\/_fonts\/([a-z-]+)\/([1-9]00)\.woff2$/.exec(url.pathname);
    const file = font ? resolveFontFile(font[1], font[2]) : path.join(dir, path.normalize(url.pathname));
    try {
      if (!file || !file.startsWith(font ? "/" : dir)) throw new Error("not found");
      const body = await readFile(file);
      const type = file.endsWith(".html") ? "text/html; charset=utf-8" : file.endsWith(".woff2") ? "font/woff2" : "image/png";
      res.writeHead(200, { "Content-Type": type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? "tests/e2e/screenshots/microsites");
  await mkdir(outDir, { recursive: true });
  const dir = await mkdtemp(path.join(tmpdir(), "microsites-"));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const { server, origin } = await serve(dir);
  try {
    await images(browser, dir);
    for (const sample of samples) {
      const html = renderMicrositeHtml({ generation: sample.generation, content: sample.content, tracking: null, now: new Date("2026-11-23T00:00:00Z") });
      await writeFile(path.join(dir, `${sample.name}.html`), html);
      console.log(`${sample.name}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
        await page.goto(`${origin}/${sample.name}.html`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(outDir, `${sample.name}-${width}.png`), fullPage: true });
        await page.close();
      }
    }
  } finally {
    server.close();
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
