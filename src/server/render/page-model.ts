import type { BlockPlanItem } from "@/shared/microsite-blocks";
import type { MicrositeBlock, MicrositeContent } from "@/shared/schemas/microsite-content";
import { normalizeCtaUrl, toWebsiteAddress } from "@/shared/website";
import type { BrandView, ContactView, FaqView, GenerationInput, OfferingView, ProofPointView, RepView } from "../page-input/generation-input";
import { logoSource } from "../page-input/framework-view";
import type { PageStyle } from "../page-input/page-style";
import { pageTextFor, type PageText } from "./page-text";

/** A block ready to draw: ids resolved to the sender's own stories, FAQ entries and offering. */
export type PageBlock =
  | Exclude<MicrositeBlock, { kind: "proof" | "faq" | "offer" }>
  /** `statValues`: figures the page's stat row already shows; a story repeating one tells it in words, not as a big figure. */
  | { kind: "proof"; heading: string; stories: ProofPointView[]; statValues: string[] }
  | { kind: "faq"; heading: string; entries: FaqView[] }
  | { kind: "offer"; heading: string; body: string; offering: OfferingView };

/** The rep as the page shows them: only a photo from our own storage, only an http(s) scheduling link. */
export type PageRep = { name: string; title: string; email: string | null; photoUrl: string | null; schedulingUrl: string | null };

export type PageLegal = { disclaimer: string; mandatoryElements: string[] };

export type MicrositePageModel = {
  content: MicrositeContent;
  blocks: PageBlock[];
  brand: BrandView | null;
  brandName: string;
  /** A served path or null (the framework's logo, else the brand's), when the framework shows a logo. */
  logoUrl: string | null;
  /** Already vetted: http(s) or mailto only, or null for no button. */
  ctaHref: string | null;
  /** Who the page is for ("Dana Lee, Acme"), shown above the headline. */
  preparedFor: string | null;
  rep: PageRep | null;
  legal: PageLegal;
  text: PageText;
  style: PageStyle;
  css: string;
  /** Font files to preload: the heading and body faces the first screen uses. */
  preloadFonts: string[];
  /** null renders the page without the tracking script (previews). */
  tracking: { campaignId: string; contactId: string; slug: string } | null;
  year: number;
};

const EMAIL = /^[^\s@<>"?]+@[^\s@<>"?]+\.[^\s@<>"?]+$/;
const httpUrl = (value: string | null | undefined): string | null => {
  const normalized = normalizeCtaUrl(value);
  return normalized.ok && normalized.url ? normalized.url : null;
};

/** Where the CTA goes: the campaign's CTA URL, else the rep's scheduling link, else the brand's website, else an email. */
export function ctaHrefFor(generation: Pick<GenerationInput, "campaign" | "brand" | "rep">): string | null {
  const direct = httpUrl(generation.campaign.ctaUrl) ?? httpUrl(generation.rep?.schedulingUrl) ?? httpUrl(toWebsiteAddress(generation.brand?.website));
  if (direct) return direct;
  const email = generation.brand?.contactEmail ?? "";
  return EMAIL.test(email) ? `mailto:${email}` : null;
}

export function preparedForOf(contact: ContactView): string | null {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ");
  return [name, contact.company].filter(Boolean).join(", ") || null;
}

export function repOf(rep: RepView | null): PageRep | null {
  if (!rep || !rep.name.trim()) return null;
  const scheduling = rep.schedulingUrl && /^https?:/i.test(rep.schedulingUrl.trim()) ? httpUrl(rep.schedulingUrl) : null;
  return {
    name: rep.name.trim(),
    title: rep.title.trim(),
    email: EMAIL.test(rep.email.trim()) ? rep.email.trim() : null,
    photoUrl: logoSource(rep.photoUrl),
    schedulingUrl: scheduling,
  };
}

/** Resolves ids against the sender's data; a proof or FAQ block none of whose ids resolve is left out entirely. */
function resolve(block: MicrositeBlock, generation: GenerationInput, offering: OfferingView | null, statValues: string[]): PageBlock | null {
  switch (block.kind) {
    case "proof": {
      const stories = block.storyIds.map((id) => generation.brand?.proofPoints.find((p) => p.id === id)).filter((p): p is ProofPointView => !!p);
      return stories.length > 0 ? { kind: "proof", heading: block.heading, stories: [...new Set(stories)], statValues } : null;
    }
    case "faq": {
      const entries = block.faqIds.map((id) => generation.brand?.faqs.find((f) => f.id === id)).filter((f): f is FaqView => !!f);
      return entries.length > 0 ? { kind: "faq", heading: block.heading, entries: [...new Set(entries)] } : null;
    }
    case "offer": {
      const own = generation.offerings.find((o) => o.id === block.offeringId) ?? offering;
      return own ? { kind: "offer", heading: block.heading, body: block.body, offering: own } : null;
    }
    default:
      return block;
  }
}

/**
 * The writer's blocks in the plan's order: the n-th block of a kind takes the place of the n-th plan item of that kind
 * (text sections can be several); blocks the plan has no place for keep their order after the planned ones.
 */
export function orderBlocks<T extends { kind: string }>(blocks: T[], plan: BlockPlanItem[]): T[] {
  const seen = new Map<string, number>();
  const ranked = blocks.map((block, index) => {
    const nth = seen.get(block.kind) ?? 0;
    seen.set(block.kind, nth + 1);
    const places = plan.flatMap((item, at) => (item.kind === block.kind ? [at] : []));
    return { block, index, rank: places.length > 0 ? places[Math.min(nth, places.length - 1)] : plan.length };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((x) => x.block);
}

export function pageBlocksOf(content: MicrositeContent, generation: GenerationInput): PageBlock[] {
  const offering = content.offeringId ? (generation.offerings.find((o) => o.id === content.offeringId) ?? null) : null;
  const statValues = content.blocks.flatMap((b) => (b.kind === "outcomes" ? b.stats.map((stat) => stat.value.trim().toLowerCase()) : []));
  let offerShown = false;
  const blocks: PageBlock[] = [];
  for (const block of orderBlocks(content.blocks, generation.framework.plan)) {
    const resolved = resolve(block, generation, offering, statValues);
    if (!resolved || (resolved.kind === "offer" && offerShown)) continue;
    offerShown ||= resolved.kind === "offer";
    blocks.push(resolved);
  }
  return blocks;
}

export function legalOf(generation: GenerationInput): PageLegal {
  const constraints = generation.framework.document.contentConstraints;
  return {
    disclaimer: constraints.legalCompliance.disclaimer.trim(),
    mandatoryElements: constraints.mandatoryElements.map((e) => e.trim()).filter(Boolean),
  };
}

export const pageTextOf = (generation: GenerationInput): PageText => pageTextFor(generation.framework.document.contentConstraints.prohibitedTerms);
