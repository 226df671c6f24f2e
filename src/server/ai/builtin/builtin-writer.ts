import { micrositeContentSchema, type MicrositeContent } from "../../../shared/schemas/microsite-content";
import type { GenerationInput, OfferingView } from "../generation-input";
import { keyTail, proxyDiagnostics, type AiProvider } from "../provider";
import { angleFor, cap, NO_BRAND, type CopyContext } from "./angles";
import { profileFor } from "./industries";
import { picker, seededRandom } from "./random";
import { writeSection } from "./sections";
import { toneKit } from "./tones";

const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, " ");
  return t ? cap(/[.!?]$/.test(t) ? t : `${t}.`) : "";
};

/** The offering that fits the contact best: one that names their industry, else a seeded pick. */
function chooseOffering(offerings: OfferingView[], industry: string | undefined, pick: <T>(items: readonly T[]) => T) {
  if (offerings.length === 0) return null;
  const words = (industry ?? "").toLowerCase().split(/\W+/).filter((w) => w.length > 3);
  const fitting = offerings.find((o) => words.some((w) => `${o.name} ${o.description}`.toLowerCase().includes(w)));
  return fitting ?? pick(offerings);
}

/** Copy for one microsite, built from the campaign type, tone, industry, company, context and offerings. */
export function writeBuiltinContent(input: GenerationInput): MicrositeContent {
  const random = seededRandom(input.seed);
  const pick = picker(random);
  const { contact, campaign, framework, brand } = input;
  const profile = profileFor(contact.industry);
  const tone = toneKit(framework.tones);
  const angle = angleFor(campaign.type);
  const offering = chooseOffering(input.offerings, contact.industry, pick);
  const ctx: CopyContext = {
    first: contact.firstName,
    company: contact.company,
    brand: brand?.companyName || NO_BRAND,
    peers: profile.peers,
    pain: pick(profile.pains),
    outcome: pick(profile.outcomes),
    metric: pick(profile.metrics),
    moment: profile.moment,
    offering: offering?.name,
  };
  const contextNote = contact.context ? sentence(pick(["You mentioned: ", "Why we reached out: ", "What we kept in mind: "]) + contact.context) : null;
  const kit = { ctx, profile, brand, offering, contextNote, random, pick, concise: tone.concise };
  const sections = framework.sectionTypes.map((type) => writeSection(type, kit));
  const intro = [
    tone.greeting(contact.firstName),
    sentence(pick(angle.purpose)(ctx)),
    contextNote && !sections.some((s) => s.body.includes(contextNote)) ? contextNote : null,
    tone.concise ? null : pick(tone.bridges),
  ]
    .filter(Boolean)
    .join(" ");
  const content = {
    headline: pick(angle.headlines[tone.voice])(ctx),
    subheadline: sentence(pick(angle.subheadline)(ctx)),
    intro,
    sections,
    ctaLabel: (campaign.ctaType || angle.cta).slice(0, 40),
    closing: `${sentence(pick(angle.closing)(ctx))} ${pick(tone.signoffs)}`,
    offeringName: offering?.name ?? null,
  };
  return micrositeContentSchema.parse(clip(content));
}

/** Long company names or contexts must not break the schema's limits. */
function clip(content: MicrositeContent): MicrositeContent {
  const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
  return {
    ...content,
    headline: cut(content.headline, 120),
    subheadline: cut(content.subheadline, 240),
    intro: cut(content.intro, 1200),
    closing: cut(content.closing, 600),
  };
}

/** The default provider when no OPENAI_API_KEY is set: offline, instant, deterministic. */
export function createBuiltinWriter(): AiProvider {
  return {
    kind: "builtin",
    async generate(input) {
      return writeBuiltinContent(input);
    },
    async check() {
      return {
        ok: true,
        status: 200,
        message: "Using the built-in writer (no OPENAI_API_KEY set): microsites are written offline, no AI provider is called.",
        diagnostics: { openaiKeyTail: keyTail(undefined), ...proxyDiagnostics() },
      };
    },
  };
}
