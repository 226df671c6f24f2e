import { blockerReason, failedBlockers, type QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";
import type { JudgeVerdict } from "../ai/judge";
import type { UsageMeter } from "../ai/provider";
import { isBlockingCheck } from "./checkpoint-policy";
import { runQualityGates } from "./run-quality-gates";
import type { ImageChecker } from "./stored-images";

/** What the gates need of a writer: the AI provider or the built-in writer, with the reasons a draft was refused. */
export type ContentWriter = {
  generate(input: GenerationInput, signal?: AbortSignal, feedback?: string[], meter?: UsageMeter): Promise<MicrositeContent>;
};

/** The AI judge pass (provider.ts): a provider's second reading of a page that passed every other gate. */
export type PageJudge = (input: GenerationInput, content: MicrositeContent, signal?: AbortSignal, meter?: UsageMeter) => Promise<JudgeVerdict>;

export type CheckedPage = { content: MicrositeContent; html: string; quality: QualityReport };

const JUDGE_CHECK = { id: "ai-judge", stage: "Content accuracy review", label: "Claims and tone (AI judge)", policy: "default" } as const;

/** The report with the judge's verdict as one more check, blocking by default like the claims gate. */
function withJudgment(report: QualityReport, verdict: JudgeVerdict, generation: GenerationInput): QualityReport {
  const blocker = isBlockingCheck(generation.framework.document.flexibilityBoundaries.qualityCheckpoints, JUDGE_CHECK);
  const checks = [...report.checks, { id: JUDGE_CHECK.id, stage: JUDGE_CHECK.stage, label: JUDGE_CHECK.label, blocker, passed: verdict.passed, message: verdict.message }];
  return { score: Math.round((100 * checks.filter((c) => c.passed).length) / checks.length), checks };
}
export type CheckedWrite = { ok: true; page: CheckedPage } | { ok: false; reason: string; page: CheckedPage };

/** A re-write asks for another draft: the built-in writer is deterministic per seed, so the seed changes too. */
export const rewriteSeed = (seed: string) => `${seed}:rewrite`;

/**
 * Writes, renders and checks one page (issue 10 item 6). A failing blocker gets one re-write, told why the draft
 * failed; a second failure holds the page with the reasons. Warnings never hold a page. Used alike by the launch,
 * the preview and a rep's edit, so all three show what a prospect would get.
 */
export async function writeCheckedPage(
  deps: { writer: ContentWriter; images: ImageChecker; judge?: PageJudge },
  generation: GenerationInput,
  render: (content: MicrositeContent, generation: GenerationInput) => string,
  signal?: AbortSignal,
  meter?: UsageMeter,
): Promise<CheckedWrite> {
  const draft = async (input: GenerationInput, feedback?: string[]): Promise<CheckedPage> => {
    const content = await deps.writer.generate(input, signal, feedback, meter);
    const html = render(content, input);
    const quality = await runQualityGates({ html, content, generation: input }, deps.images);
    // The judge costs a request: a page the gates already hold back is not worth judging.
    if (!deps.judge || failedBlockers(quality).length > 0) return { content, html, quality };
    return { content, html, quality: withJudgment(quality, await deps.judge(input, content, signal, meter), input) };
  };
  const first = await draft(generation);
  const blockers = failedBlockers(first.quality);
  if (blockers.length === 0) return { ok: true, page: first };
  const second = await draft({ ...generation, seed: rewriteSeed(generation.seed) }, blockers.map((c) => `${c.label}: ${c.message}`));
  if (failedBlockers(second.quality).length === 0) return { ok: true, page: second };
  return { ok: false, reason: blockerReason(second.quality), page: second };
}
