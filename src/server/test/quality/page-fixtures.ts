import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { readFramework } from "@/server/page-input/framework-view";
import { sampleFrameworkDocument } from "@/server/render/sample-content";
import type { GenerationInput } from "@/server/page-input/generation-input";
import type { GeneratedPage } from "@/server/quality/run-quality-gates";

/** Content as a writer gives it: figures only from the brand below, the contact's name and company as given. */
export const sampleContent = (overrides: Partial<MicrositeContent> = {}): MicrositeContent => ({
  headline: "Close the books faster at Northwind Traders",
  subheadline: "Invoice approvals that take days, not weeks, for your finance team.",
  intro: "Dana, we met at SaaStr and talked about your month-end close.",
  blocks: [
    { kind: "problem", heading: "Approvals stall at month end", paragraphs: ["Invoices wait in inboxes while vendors call."], points: ["Manual routing", "Lost paper"] },
    { kind: "outcomes", heading: "What changes", intro: "Teams like yours report:", stats: [{ value: "62%", label: "less time approving invoices" }], points: ["Fewer late fees"] },
    { kind: "offer", heading: "Start with AP Autopilot", body: "It routes every invoice to the right approver.", offeringId: "o-1" },
  ],
  closing: { heading: "Shall we look at your close together?", body: "Pick a time that suits you." },
  ctaLabel: "Book a call",
  offeringId: "o-1",
  ...overrides,
});

export const sampleGeneration = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  seed: "m-1",
  contact: { firstName: "Dana", lastName: "Reyes", company: "Northwind Traders", industry: "Retail", context: "Met at SaaStr; wants to speed up the monthly close before the audit in March" },
  campaign: { name: "Q3 finance", description: "", type: "sales outreach", ctaType: "Book Now", ctaUrl: "https://ledgerly.example/book", featuredOfferingId: null },
  framework: readFramework(sampleFrameworkDocument),
  brand: {
    companyName: "Ledgerly",
    tagline: "Accounts payable on autopilot",
    mission: "",
    values: "",
    industry: "Software",
    idealCustomer: "",
    website: "https://ledgerly.example",
    contactEmail: "hello@ledgerly.example",
    contactPhone: "",
    logoUrl: null,
    socialLinks: {},
    proofPoints: [{ id: "p-1", customer: "Contoso", industry: "Retail", figure: "62%", outcome: "less time approving invoices", quote: "", author: "", authorTitle: "" }],
    faqs: [],
  },
  offerings: [
    { id: "o-1", name: "AP Autopilot", type: "product", description: "Invoice routing", price: 1450, currency: "USD", unitType: "month", requiresQuote: false, outcomes: ["Close 3 days sooner"] },
  ],
  rep: null,
  ...overrides,
});

type HtmlParts = { head?: string; body?: string; lang?: string; css?: string };

const DEFAULT_CSS =
  '@font-face{font-family:"Lato";src:url(/_fonts/lato/400.woff2) format("woff2")}:root{--bg:#ffffff;--text:#134e4a;--accent:#0f766e;--on-accent:#ffffff}' +
  "body{margin:0;background:var(--bg);color:var(--text)}.wrap{max-width:64rem}.btn{background:var(--accent);color:var(--on-accent)}" +
  "@media (min-width:768px){.grid{width:720px}}";

const DEFAULT_BODY =
  '<header><img src="/storage/framework-logos/u1/logo.png" alt="Ledgerly logo" width="120" height="40"></header>' +
  "<main><p>Prepared for Northwind Traders</p><h1>Close the books faster at Northwind Traders</h1>" +
  "<p>Invoice approvals that take days, not weeks, for your finance team.</p>" +
  '<a class="btn" href="https://ledgerly.example/book">Book a call</a>' +
  "<h2>Approvals stall at month end</h2><p>Invoices wait in inboxes while vendors call.</p>" +
  "<h2>What changes</h2><p><strong>62%</strong> less time approving invoices</p>" +
  "<h2>Start with AP Autopilot</h2><p>$1,450 / month</p></main>" +
  '<footer><a href="mailto:hello@ledgerly.example">hello@ledgerly.example</a><small>© 2026 Ledgerly &amp; partners</small></footer>';

/** A complete microsite document that passes every check; each part can be replaced to make one check fail. */
export function sampleHtml(parts: HtmlParts = {}): string {
  return (
    `<!doctype html><html lang="${parts.lang ?? "en"}"><head><meta charSet="utf-8"/>` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"/><title>Close the books faster | Ledgerly</title>' +
    `<style>${parts.css ?? DEFAULT_CSS}</style>${parts.head ?? ""}</head><body>${parts.body ?? DEFAULT_BODY}` +
    '<script data-slug="x">(function(){var a="<h1>not a heading</h1>"})();</script></body></html>'
  );
}

export const samplePage = (overrides: Partial<GeneratedPage> = {}): GeneratedPage => ({
  html: sampleHtml(),
  content: sampleContent(),
  generation: sampleGeneration(),
  ...overrides,
});

type Constraints = (typeof sampleFrameworkDocument)["contentConstraints"];
type Checkpoints = (typeof sampleFrameworkDocument)["flexibilityBoundaries"]["qualityCheckpoints"];

/** The sample generation with a framework whose content constraints or quality checkpoints are changed. */
export function generationWithFramework(change: { constraints?: Partial<Constraints>; checkpoints?: Checkpoints }): GenerationInput {
  const framework = readFramework({
    ...sampleFrameworkDocument,
    contentConstraints: { ...sampleFrameworkDocument.contentConstraints, ...change.constraints },
    flexibilityBoundaries: { ...sampleFrameworkDocument.flexibilityBoundaries, qualityCheckpoints: change.checkpoints ?? [] },
  });
  return sampleGeneration({ framework });
}
