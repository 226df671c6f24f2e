/**
 * How the built-in writer sounds. The framework's selected tones (spec 5 list) map onto three voices;
 * the first tone leads, a second one colours the greeting and sign-off.
 */
export type Voice = "formal" | "warm" | "vivid";

export type ToneKit = {
  voice: Voice;
  greeting: (first: string | undefined) => string;
  signoffs: string[];
  bridges: string[];
  concise: boolean;
};

const TONE_VOICES: Array<[RegExp, Voice]> = [
  [/professional|polished|concise|direct/i, "formal"],
  [/friendly|approachable|playful|humorous/i, "warm"],
  [/inspirational|uplifting|bold|provocative/i, "vivid"],
];

export function voiceOf(tone: string | undefined): Voice {
  return TONE_VOICES.find(([pattern]) => pattern.test(tone ?? ""))?.[1] ?? "formal";
}

const GREETINGS: Record<Voice, (first: string | undefined) => string> = {
  formal: (first) => (first ? `${first}, thank you for taking a look.` : "Thank you for taking a look."),
  warm: (first) => (first ? `Hi ${first}, great to have you here!` : "Hi there, great to have you here!"),
  vivid: (first) => (first ? `${first}, this one is for you.` : "This one is for you."),
};

const SIGNOFFS: Record<Voice, string[]> = {
  formal: ["We would welcome the chance to walk you through it.", "We look forward to hearing from you.", "We would be glad to tailor a proposal to your priorities."],
  warm: ["We'd love to hear what you think.", "Looking forward to chatting soon!", "Say hello whenever you're ready — we're happy to help."],
  vivid: ["Let's build what comes next, together.", "The best time to start is now.", "Your next chapter starts with one conversation."],
};

const BRIDGES: Record<Voice, string[]> = {
  formal: ["Here is what that could look like in practice.", "The details follow below.", "Below is a short overview tailored to your team."],
  warm: ["Here's the short version.", "Have a scroll — it only takes a minute.", "We kept it short and to the point."],
  vivid: ["Picture what changes when that friction disappears.", "Imagine the quarter you could have.", "Here's what becomes possible."],
};

export function toneKit(tones: string[]): ToneKit {
  const voice = voiceOf(tones[0]);
  const accent = tones[1] ? voiceOf(tones[1]) : voice;
  return {
    voice,
    greeting: GREETINGS[accent],
    signoffs: SIGNOFFS[accent],
    bridges: BRIDGES[voice],
    concise: tones.some((t) => /concise|direct/i.test(t)),
  };
}
