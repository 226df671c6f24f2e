import type { SectionPosition } from "./framework-constants";
import type { SectionType } from "./schemas/framework";
import type { MicrositeBlockKind } from "./schemas/microsite-content";

/** One block of a page in the order the framework asks for it; writers fill it, the renderer draws it. */
export type BlockPlanItem = {
  kind: MicrositeBlockKind;
  /** The framework section type this block stands for (its name and description steer the writer), or null. */
  sectionName: string | null;
  sectionDescription: string;
  required: boolean;
};

// Section types the page draws itself around the blocks (hero at the top, closing CTA and footer at the end).
const PAGE_FRAME = /^(hero|header|banner|intro(duction)?|footer|cta|call[\s-]*to[\s-]*action|closing( cta)?|contact( us)?)$/i;

// Whole words only: "Hospitality" must not read as "hospital", "Fintech" not as "tech". First match wins.
const KIND_PATTERNS: Array<[MicrositeBlockKind, RegExp]> = [
  ["faq", /\b(faqs?|questions|q ?& ?a)\b/i],
  ["proof", /\b(social proof|proof|testimonials?|customer stor(y|ies)|case stud(y|ies)|success stor(y|ies)|reviews?|references?|trusted by|customers)\b/i],
  ["steps", /\b(how it works|process|steps|getting started|onboarding|implementation|rollout|timeline|agenda|next steps)\b/i],
  ["outcomes", /\b(benefits?|outcomes?|results?|value|impact|roi|why us|why choose|features?|capabilities|highlights|what'?s new|advantages?)\b/i],
  ["offer", /\b(pricing|prices?|offers?|offerings?|plans?|packages?|products?|solutions?)\b/i],
  ["problem", /\b(challenges?|problems?|pain( points)?|why now|situation|opportunit(y|ies)|the case)\b/i],
];

/** The block a framework section type stands for; "text" for a section none of the patterns know. */
export function blockKindForSection(name: string): MicrositeBlockKind {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? "text";
}

export const isPageFrameSection = (name: string) => PAGE_FRAME.test(name.trim());

/** The plan when a framework lists no content sections of its own. */
export const DEFAULT_BLOCK_PLAN: readonly BlockPlanItem[] = [
  { kind: "problem", sectionName: null, sectionDescription: "", required: true },
  { kind: "outcomes", sectionName: null, sectionDescription: "", required: true },
  { kind: "steps", sectionName: null, sectionDescription: "", required: false },
  { kind: "proof", sectionName: null, sectionDescription: "", required: false },
  { kind: "offer", sectionName: null, sectionDescription: "", required: false },
  { kind: "faq", sectionName: null, sectionDescription: "", required: false },
];

const POSITION_RANK: Record<SectionPosition, number> = { top: 0, middle: 1, bottom: 2 };
const MAX_BLOCKS = 8;

/**
 * The page's blocks from the framework's section types: page-frame sections dropped, each section mapped to its
 * block kind, ordered by its first allowed position (top, middle, bottom; the framework's order within one), each
 * kind once (a page has one offer, one FAQ...; "text" sections are distinct by name). The offer is always planned
 * (at the end when the framework has no section for it): a page without the sender's offering has nothing to sell.
 * Proof and FAQ blocks are planned like the others; writers leave them out when the sender has no stories or FAQ.
 */
export function planBlocks(sectionTypes: readonly SectionType[]): BlockPlanItem[] {
  const ordered = sectionTypes
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => !isPageFrameSection(section.name))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index);
  const plan: BlockPlanItem[] = [];
  for (const { section } of ordered) {
    const kind = blockKindForSection(section.name);
    const twin = plan.find((p) => p.kind === kind && (kind !== "text" || p.sectionName === section.name));
    if (twin) {
      twin.required ||= section.required;
      continue;
    }
    plan.push({ kind, sectionName: section.name, sectionDescription: section.description, required: section.required });
  }
  if (plan.length === 0) return DEFAULT_BLOCK_PLAN.map((item) => ({ ...item }));
  if (plan.some((p) => p.kind === "offer")) return plan.slice(0, MAX_BLOCKS);
  return [...plan.slice(0, MAX_BLOCKS - 1), { kind: "offer", sectionName: null, sectionDescription: "", required: false }];
}

const rank = (section: SectionType) => Math.min(...section.allowedPositions.map((p) => POSITION_RANK[p]));
