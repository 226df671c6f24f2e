import type { MicrositeBlock, MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";

const numbers = (text: string) => text.match(/\d[\d,.]*/g)?.map((n) => n.replace(/[,.]$/, "").replace(/,/g, "")) ?? [];

/**
 * A model's answer held to the sender's data: an offering, story or FAQ id that does not exist is dropped (and a
 * block left with nothing to show removed), the campaign's pinned offering wins, and a stat whose figure is not
 * the sender's is dropped. Null when no block is left.
 */
export function keepKnownReferences(content: MicrositeContent, input: GenerationInput): MicrositeContent | null {
  const offeringIds = new Set(input.offerings.map((o) => o.id));
  const storyIds = new Set(input.brand?.proofPoints.map((p) => p.id) ?? []);
  const faqIds = new Set(input.brand?.faqs.map((f) => f.id) ?? []);
  const pinned = input.campaign.featuredOfferingId && offeringIds.has(input.campaign.featuredOfferingId) ? input.campaign.featuredOfferingId : null;
  const offeringId = pinned ?? (content.offeringId && offeringIds.has(content.offeringId) ? content.offeringId : null);
  const senderFigures = new Set(
    numbers([...(input.brand?.proofPoints.map((p) => `${p.figure} ${p.outcome}`) ?? []), ...input.offerings.flatMap((o) => o.outcomes)].join(" ")),
  );
  const blocks = content.blocks.flatMap((block): MicrositeBlock[] => {
    switch (block.kind) {
      case "offer":
        return offeringId ? [{ ...block, offeringId }] : [];
      case "proof": {
        const ids = block.storyIds.filter((id) => storyIds.has(id));
        return ids.length > 0 ? [{ ...block, storyIds: ids }] : [];
      }
      case "faq": {
        const ids = block.faqIds.filter((id) => faqIds.has(id));
        return ids.length > 0 ? [{ ...block, faqIds: ids }] : [];
      }
      case "outcomes":
        return [{ ...block, stats: block.stats.filter((s) => numbers(s.value).every((n) => senderFigures.has(n))) }];
      default:
        return [block];
    }
  });
  return blocks.length > 0 ? { ...content, blocks, offeringId } : null;
}
