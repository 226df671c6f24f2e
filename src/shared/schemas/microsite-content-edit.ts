import { z } from "zod";
import { micrositeContentSchema, type MicrositeBlock, type MicrositeContent } from "./microsite-content";

export const CONTENT_EDIT_MESSAGES = {
  legacy: "Regenerate this page to edit its copy",
  notPublished: "Only a generated page can be edited. Wait for it to finish, or regenerate it.",
  heldWithoutCopy: "This page was held before its copy was kept: retry or regenerate it to write it again",
  structure: "Only the copy can change: the page's blocks, customer stories, FAQ entries and offering stay as generated",
} as const;

/** The copy editor's refusal of an edit that writes a term the framework prohibits, naming each one. */
export const prohibitedInEditMessage = (terms: string[]) =>
  `The framework prohibits ${terms.map((t) => `“${t}”`).join(", ")}: remove ${terms.length === 1 ? "it" : "them"} from the copy to save`;

/** PATCH /api/microsites/:id/content: the page's whole content with the rep's edits, checked by the writers' schema. */
export const contentEditSchema = z.object({ content: micrositeContentSchema });
export type ContentEdit = z.infer<typeof contentEditSchema>;

// What a block draws from the sender's data, by id: an edit may not swap it.
const references = (block: MicrositeBlock) =>
  block.kind === "proof" ? block.storyIds.join() : block.kind === "faq" ? block.faqIds.join() : block.kind === "offer" ? block.offeringId : "";

/** An edit changes text only: the same blocks in the same order, the same stories, FAQ entries and offering. */
export function keepsStructure(original: MicrositeContent, edited: MicrositeContent): boolean {
  return (
    original.offeringId === edited.offeringId &&
    original.blocks.length === edited.blocks.length &&
    original.blocks.every((block, i) => block.kind === edited.blocks[i].kind && references(block) === references(edited.blocks[i]))
  );
}
