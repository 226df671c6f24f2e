import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { copyStrings } from "@/shared/copy-strings";
import type { GenerationInput } from "../page-input/generation-input";
import { allowedProspectFacts } from "./prompt";
import type { ChatMessage } from "./prompt";

/** The judge's reading of one page: passed, or why not (fit for the page's report and the rewrite's feedback). */
export type JudgeVerdict = { passed: boolean; message: string };

/** The answer format asked of the provider; anything else it answers fails closed (readJudgeAnswer). */
export const JUDGE_SCHEMA = {
  type: "object",
  properties: {
    verdict: { type: "string", enum: ["pass", "fail"] },
    problems: { type: "array", items: { type: "string" } },
  },
  required: ["verdict", "problems"],
  additionalProperties: false,
} as const;

const JUDGE_SYSTEM = [
  "You check one personalized B2B microsite before it is sent to a prospect. You do not rewrite it.",
  "Fail the page when it states anything about the prospect (the contact or their company) that the allowed facts below do not support:",
  "a tool, vendor or product they use, evaluate or try; an event, referral, funding, hiring, renewal or plan; a need, feeling or result of theirs.",
  "Evaluating a product is not using it; asking for a pilot is not trying it; a placeholder such as \"Competitor X\", \"TBD\" or \"??\" must never be printed.",
  "Fail the page when its tone does not match the framework's tones, or when it is not readable English.",
  "Statements about the sender's own offering, customers and results are not yours to check.",
  'Answer with JSON only: {"verdict":"pass","problems":[]} or {"verdict":"fail","problems":["<what is wrong, quoting the page>"]}.',
].join(" ");

/** The answer the judge is asked for (JUDGE_SCHEMA): a pass, or a fail with the problems it found. */
export const judgeAnswerText = (passed: boolean, problems: string[] = []) => JSON.stringify({ verdict: passed ? "pass" : "fail", problems });

/** The judge's instructions for one contact: what it checks, the facts a page may state, the framework's tone. */
export function judgeInstructions(input: GenerationInput): ChatMessage[] {
  const constraints = input.framework.document.contentConstraints;
  const tone = [`- Tones: ${constraints.selectedTones.join(", ")}`];
  if (constraints.toneGuidelines) tone.push(`- Tone guidelines: ${constraints.toneGuidelines}`);
  return [
    { role: "system", content: JUDGE_SYSTEM },
    { role: "user", content: ["## Allowed facts about the prospect", ...allowedProspectFacts(input), "", "## Framework tone", ...tone].join("\n") },
  ];
}

/** The judge's prompt: its instructions, then the page's copy. */
export function buildJudgePrompt(input: GenerationInput, content: MicrositeContent): ChatMessage[] {
  return [...judgeInstructions(input), { role: "user", content: ["## The page's copy", ...copyStrings(content).map((s) => `- ${s}`)].join("\n") }];
}

const UNREADABLE = "The AI judge's answer could not be read, so the page was not judged";

/**
 * Reads the judge's answer, whatever came back: the first JSON object in the text, with a verdict of exactly "pass"
 * or "fail". Token soup, unterminated JSON, another shape or an empty answer fail closed: a page nobody could judge
 * is not published.
 */
export function readJudgeAnswer(text: string): JudgeVerdict {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return { passed: false, message: UNREADABLE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return { passed: false, message: UNREADABLE };
  }
  if (!parsed || typeof parsed !== "object") return { passed: false, message: UNREADABLE };
  const { verdict, problems } = parsed as { verdict?: unknown; problems?: unknown };
  const listed = Array.isArray(problems) ? problems.filter((p): p is string => typeof p === "string" && p.trim() !== "").map((p) => p.trim().slice(0, 200)) : [];
  if (verdict === "pass") return { passed: true, message: "The AI judge found no unsupported claim and the tone fits" };
  if (verdict === "fail") return { passed: false, message: listed.length > 0 ? `The AI judge found: ${listed.slice(0, 3).join("; ")}` : "The AI judge failed the page without saying why" };
  return { passed: false, message: UNREADABLE };
}
