import { defaultBrandGuidelines, defaultContentConstraints, defaultFlexibilityBoundaries, defaultLayoutParameters, newColorPalette, newFontCombination, newSectionType } from "@/shared/framework-defaults";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { BrandView, GenerationInput, OfferingView, RepView } from "../page-input/generation-input";
import { readFramework, type FrameworkRecord } from "../page-input/framework-view";

/**
 * Sample data of the typed content model: the framework builder's live preview draws its page from it, and renderer
 * tests, quality gates and the sample-page script reuse it. A sender with customer stories, FAQ, two offerings and a
 * rep, frameworks, and content that uses every block kind.
 */

/** A complete framework document as the frameworks editor saves it (every part passes the shared loader). */
export const sampleFrameworkDocument = {
  name: "Teal Sales Pages",
  description: "Calm teal pages for outbound",
  brandGuidelines: {
    ...defaultBrandGuidelines(),
    colorPalettes: [
      { ...newColorPalette("p1"), name: "Teal", usage: ["hero", "sections", "cta"], background: "#fffdf7", surface: "#f0fdfa", text: "#134e4a", muted: "#3f6360", border: "#ccfbf1", accent: "#0f766e", accent_contrast: "#ffffff", focus: "#f59e0b" },
    ],
    typography: {
      fontCombinations: [
        {
          ...newFontCombination("f1"),
          name: "Editorial",
          primary: { family: "Playfair Display" as const, weights: [700], fallbacks: ["Georgia", "serif"] },
          secondary: { family: "Lato" as const, weights: [400, 700], fallbacks: ["system-ui", "sans-serif"] },
        },
      ],
    },
  },
  layoutParameters: {
    ...defaultLayoutParameters(),
    sectionTypes: [
      { ...newSectionType("s1"), name: "Hero", required: true, allowedPositions: ["top" as const] },
      { ...newSectionType("s2"), name: "Challenges", description: "Their likely pain", required: true },
      { ...newSectionType("s3"), name: "Benefits", required: true },
      { ...newSectionType("s4"), name: "Social Proof", allowedPositions: ["bottom" as const] },
    ],
  },
  contentConstraints: {
    ...defaultContentConstraints(),
    selectedTones: ["Friendly & Approachable" as const, "Concise & Direct" as const],
    toneGuidelines: "Short sentences.",
  },
  flexibilityBoundaries: defaultFlexibilityBoundaries(),
};

export const sampleOfferings = (): OfferingView[] => [
  {
    id: "off-ap",
    name: "AP Automation Suite",
    type: "Software",
    description: "Invoice capture, three-way matching and approvals in one place, wired into your ERP.",
    price: 1450,
    currency: "USD",
    unitType: "month",
    requiresQuote: false,
    outcomes: ["Invoices coded and matched on arrival", "Approvals from email or phone", "Close the month two days sooner"],
  },
  {
    id: "off-enterprise",
    name: "Enterprise Rollout",
    type: "Service",
    description: "A dedicated team that moves every entity onto one approval flow.",
    price: null,
    currency: null,
    unitType: null,
    requiresQuote: true,
    outcomes: ["One flow across entities", "Audit trail from day one"],
  },
];

export const sampleBrand = (overrides: Partial<BrandView> = {}): BrandView => ({
  companyName: "Ledgerline",
  tagline: "Payables, handled.",
  mission: "Make accounts payable invisible",
  values: "",
  industry: "Financial software",
  idealCustomer: "Finance teams of 50 to 2,000 people",
  website: "https://ledgerline.example",
  contactEmail: "hello@ledgerline.example",
  contactPhone: "+1 415 555 0134",
  logoUrl: "/storage/brand-logos/u1/1700000000000-a1b2c3d4e5f60718.png",
  socialLinks: { linkedin: "https://linkedin.com/company/ledgerline" },
  proofPoints: [
    {
      id: "pp-1",
      customer: "Harbor Freight Lines",
      industry: "Logistics",
      figure: "62%",
      outcome: "less time spent approving invoices",
      quote: "We stopped chasing approvals. The month closes itself now.",
      author: "Priya Raman",
      authorTitle: "Controller",
    },
    { id: "pp-2", customer: "Meridian Health", industry: "Healthcare", figure: "3 days", outcome: "faster month-end close", quote: "", author: "", authorTitle: "" },
  ],
  faqs: [
    { id: "faq-1", question: "How long does setup take?", answer: "Most teams are live in two weeks, with their ERP connected on day one." },
    { id: "faq-2", question: "Do approvers need a licence?", answer: "No. Approvers act from email or their phone at no extra cost." },
  ],
  ...overrides,
});

export const sampleRep = (overrides: Partial<RepView> = {}): RepView => ({
  name: "Sam Okafor",
  title: "Account Executive",
  email: "sam@ledgerline.example",
  photoUrl: "/storage/brand-logos/u1/1700000000001-0f1e2d3c4b5a6978.png",
  schedulingUrl: "https://cal.example/sam",
  ...overrides,
});

export const sampleMicrositeContent = (overrides: Partial<MicrositeContent> = {}): MicrositeContent => ({
  headline: "Close the month two days sooner, Dana",
  subheadline: "How Acme Logistics' finance team can approve invoices from anywhere and stop chasing signatures.",
  intro: "Dana, after our chat at the AP summit I put together how teams like yours at Acme take invoice approval off the critical path.",
  blocks: [
    {
      kind: "problem",
      heading: "Approvals stall where invoices pile up",
      paragraphs: ["Carrier invoices arrive by the hundred and wait on approvers who are on the road.", "Every stalled invoice pushes the close and puts early-payment discounts at risk."],
      points: ["Approvers chase PDFs across inboxes", "Coding errors surface at month end"],
    },
    {
      kind: "outcomes",
      heading: "What changes for your team",
      intro: "Teams that moved approvals to Ledgerline report figures like these.",
      stats: [
        { value: "62%", label: "less time spent approving invoices" },
        { value: "3 days", label: "faster month-end close" },
      ],
      points: ["Invoices coded and matched on arrival", "Approvals from email or phone"],
    },
    {
      kind: "steps",
      heading: "How it works",
      steps: [
        { title: "Connect your ERP", body: "We sync vendors, GL codes and open POs on day one." },
        { title: "Route invoices", body: "Rules send each invoice to the right approver." },
        { title: "Approve anywhere", body: "Approvers sign off from email or phone in seconds." },
      ],
    },
    { kind: "proof", heading: "Finance teams that closed faster", storyIds: ["pp-1", "pp-2"] },
    { kind: "offer", heading: "Where we would start", body: "For a team of your size, the suite covers capture, matching and approvals from the first week.", offeringId: "off-ap" },
    { kind: "faq", heading: "Questions teams ask first", faqIds: ["faq-1", "faq-2"] },
  ],
  closing: { heading: "Let's map your approval flow together in 20 minutes.", body: "Bring one stalled invoice; we will show you where it would be today." },
  ctaLabel: "Book a walkthrough",
  offeringId: "off-ap",
  ...overrides,
});

/** A second framework unlike the shared sample: dark hero palette, CTA palette, Inter/Source Sans, full width, animations, legal text. */
export const sampleBoldFramework = (overrides: Partial<FrameworkRecord> = {}): FrameworkRecord => {
  const layout = defaultLayoutParameters();
  return {
    name: "Bold Full Width",
    brandLogo: "u1/1700000000000-a1b2c3d4e5f60718.png",
    brandGuidelines: {
      ...defaultBrandGuidelines(),
      colorPalettes: [
        { ...newColorPalette("light"), name: "Page", usage: ["sections", "body"], background: "#FFFFFF", surface: "#F5F3FF", text: "#1E1B4B", muted: "#5B5B7A", border: "#E4E1F5", accent: "#6D28D9", accent_contrast: "#FFFFFF", focus: "#F59E0B" },
        { ...newColorPalette("dark"), name: "Night", usage: ["hero"], background: "#1E1B4B", surface: "#272363", text: "#F8FAFC", muted: "#C7C5E8", border: "#3B3680", accent: "#A78BFA", accent_contrast: "#1E1B4B", focus: "#FBBF24" },
        { ...newColorPalette("cta"), name: "Action", usage: ["CTA", "buttons"], background: "#FFFFFF", surface: "#FFF7ED", text: "#1E1B4B", muted: "#5B5B7A", border: "#FED7AA", accent: "#EA580C", accent_contrast: "#FFFFFF", focus: "#1E1B4B" },
      ],
      typography: {
        fontCombinations: [
          { ...newFontCombination("f1"), name: "Product", usage: ["headings", "body"], primary: { family: "Inter", weights: [700, 800], fallbacks: ["system-ui", "sans-serif"] }, secondary: { family: "Source Sans Pro", weights: [400, 600], fallbacks: ["system-ui", "sans-serif"] } },
        ],
      },
      logoGuidelines: { placement: "Top left of the header", sizing: { minWidth: 100, maxWidth: 220, recommendedWidth: 168 }, clearSpace: "24px on every side", variations: [] },
    },
    layoutParameters: {
      ...layout,
      contentWidth: "full",
      enableAnimations: true,
      grid: { columns: 12, gutter: "2rem", maxWidth: "1280px" },
      spacing: { base: "1.25rem", component: "2rem", section: "6rem" },
      typography: { ...layout.typography, h1: { size: "4rem", lineHeight: 1.05, weight: 800 }, h2: { size: "2.75rem", lineHeight: 1.1, weight: 700 } },
      sectionTypes: [
        { ...newSectionType("s1"), name: "Results", required: true, allowedPositions: ["top"] },
        { ...newSectionType("s2"), name: "Why now", allowedPositions: ["middle"] },
        { ...newSectionType("s3"), name: "Customer stories", allowedPositions: ["middle"] },
        { ...newSectionType("s4"), name: "How it works", allowedPositions: ["bottom"] },
        { ...newSectionType("s5"), name: "Pricing", allowedPositions: ["bottom"] },
        { ...newSectionType("s6"), name: "FAQ", allowedPositions: ["bottom"] },
      ],
    },
    contentConstraints: {
      ...defaultContentConstraints(),
      selectedTones: ["Bold & Provocative"],
      legalCompliance: { regulations: ["GDPR"], disclaimer: "Ledgerline Inc. is not a bank. Figures are customer-reported results and not a promise of future performance.", requiresLegalReview: true },
      mandatoryElements: ["Ledgerline is SOC 2 Type II certified.", "Unsubscribe: reply STOP to any email."],
      prohibitedTerms: ["guarantee", "risk-free"],
    },
    flexibilityBoundaries: defaultFlexibilityBoundaries(),
    ...overrides,
  };
};

/** A complete generation input with the sample sender, rep and the shared sample framework; override any part. */
export const sampleRenderGeneration = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  seed: "m-1",
  contact: { firstName: "Dana", lastName: "Reyes", title: "VP Finance", company: "Acme Logistics", industry: "Logistics" },
  campaign: { name: "Q3", description: "", type: "sales outreach", ctaType: "Book a Demo", ctaUrl: "https://ledgerline.example/demo", featuredOfferingId: null },
  framework: readFramework(sampleFrameworkDocument),
  brand: sampleBrand(),
  offerings: sampleOfferings(),
  rep: sampleRep(),
  ...overrides,
});

export const boldFrameworkView = () => readFramework(sampleBoldFramework());

/** A third look: a narrow centered serif page with a green CTA palette and a centered logo. */
export const sampleEditorialFramework = (): FrameworkRecord => ({
  name: "Editorial",
  brandLogo: "u1/1700000000002-1a2b3c4d5e6f7081.png",
  brandGuidelines: {
    ...defaultBrandGuidelines(),
    colorPalettes: [
      { ...newColorPalette("paper"), name: "Paper", usage: ["hero", "sections"], background: "#FAF7F2", surface: "#F1ECE3", text: "#2B2118", muted: "#6B5E51", border: "#E2D9CC", accent: "#9A3412", accent_contrast: "#FFFFFF", focus: "#2563EB" },
      { ...newColorPalette("go"), name: "Go", usage: ["cta"], background: "#FAF7F2", surface: "#F1ECE3", text: "#2B2118", muted: "#6B5E51", border: "#E2D9CC", accent: "#15803D", accent_contrast: "#FFFFFF", focus: "#2563EB" },
    ],
    typography: {
      fontCombinations: [
        { ...newFontCombination("f1"), name: "Serif", usage: ["headings"], primary: { family: "Lora", weights: [600], fallbacks: ["Georgia", "serif"] }, secondary: { family: "Lora", weights: [400], fallbacks: ["Georgia", "serif"] } },
        { ...newFontCombination("f2"), name: "Reading", usage: ["body"], primary: { family: "Lora", weights: [600], fallbacks: ["serif"] }, secondary: { family: "Work Sans", weights: [400, 500], fallbacks: ["system-ui", "sans-serif"] } },
      ],
    },
    logoGuidelines: { placement: "Centered above the headline", sizing: { minWidth: 80, maxWidth: 200, recommendedWidth: 132 }, clearSpace: "1x logo height", variations: [] },
  },
  layoutParameters: {
    ...defaultLayoutParameters(),
    grid: { columns: 12, gutter: "1.5rem", maxWidth: "960px" },
    spacing: { base: "1rem", component: "1.25rem", section: "3.5rem" },
    typography: { ...defaultLayoutParameters().typography, h1: { size: "2.625rem", lineHeight: 1.15, weight: 600 }, h2: { size: "1.75rem", lineHeight: 1.25, weight: 600 } },
    sectionTypes: [
      { ...newSectionType("s1"), name: "The situation", allowedPositions: ["top"] },
      { ...newSectionType("s2"), name: "How it works" },
      { ...newSectionType("s3"), name: "About Ledgerline", allowedPositions: ["bottom"] },
    ],
  },
  contentConstraints: { ...defaultContentConstraints(), selectedTones: ["Professional & Polished"], legalCompliance: { regulations: [], disclaimer: "Prices exclude VAT.", requiresLegalReview: false }, mandatoryElements: ["Ledgerline Ltd, registered in England and Wales, no. 01234567."] },
  flexibilityBoundaries: defaultFlexibilityBoundaries(),
});
