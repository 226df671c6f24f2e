import { blockerReason, failedBlockers, type QualityReport } from "../../shared/quality";
import type { MicrositeContent } from "../../shared/schemas/microsite-content";
import type { GenerationInput } from "../ai/generation-input";
import type { UsageMeter } from "../ai/provider";
import { runQualityGates } from "./run-quality-gates";
import type { ImageChecker } from "./stored-images";

/** What the gates need of a writer: the AI provider or the built-in writer, with the reasons a draft was refused. */
export type ContentWriter = {
  generate(input: GenerationInput, signal?: AbortSignal, feedback?: string[], meter?: UsageMeter): Promise<MicrositeContent>;
};

export type CheckedPage = { content: MicrositeContent; html: string; quality: QualityReport };
export type CheckedWrite = { ok: true; page: CheckedPage } | { ok: false; reason: string; page: CheckedPage };

/** A re-write asks for another draft: the built-in writer is deterministic per seed, so the seed changes too. */
export const rewriteSeed = (seed: string) => `${seed}:rewrite`;

/**
 * Writes, renders and checks one page (issue 10 item 6). A failing blocker gets one re-write, told why the draft
 * failed; a second failure holds the page with the reasons. Warnings never hold a page. Used alike by the launch,
 * the preview and a rep's edit, so all three show what a prospect would get.
 */
export async function writeCheckedPage(
  deps: { writer: ContentWriter; images: ImageChecker },
  generation: GenerationInput,
  render: (content: MicrositeContent, generation: GenerationInput) => string,
  signal?: AbortSignal,
  meter?: UsageMeter,
): Promise<CheckedWrite> {
  const draft = async (input: GenerationInput, feedback?: string[]): Promise<CheckedPage> => {
    const content = await deps.writer.generate(input, signal, feedback, meter);
    const html = render(content, input);
    return { content, html, quality: await runQualityGates({ html, content, generation: input }, deps.images) };
  };
  const first = await draft(generation);
  const blockers = failedBlockers(first.quality);
  if (blockers.length === 0) return { ok: true, page: first };
  const second = await draft({ ...generation, seed: rewriteSeed(generation.seed) }, blockers.map((c) => `${c.label}: ${c.message}`));
  if (failedBlockers(second.quality).length === 0) return { ok: true, page: second };
  return { ok: false, reason: blockerReason(second.quality), page: second };
}
