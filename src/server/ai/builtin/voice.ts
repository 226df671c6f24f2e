import type { Voice } from "./phrases";

/** The framework's selected tones as the writer's voice: the first tone leads; "Concise & Direct" anywhere trims. */
const TONE_VOICES: Array<[RegExp, Voice]> = [
  [/professional|polished|concise|direct/i, "formal"],
  [/friendly|approachable|playful|humorous/i, "warm"],
  [/inspirational|uplifting|bold|provocative/i, "vivid"],
];

const voiceOf = (tone: string | undefined): Voice => TONE_VOICES.find(([pattern]) => pattern.test(tone ?? ""))?.[1] ?? "formal";

export function readTones(tones: readonly string[]): { voice: Voice; concise: boolean } {
  return { voice: voiceOf(tones[0]), concise: tones.some((t) => /concise|direct/i.test(t)) };
}
