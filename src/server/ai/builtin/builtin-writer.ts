import { CAMPAIGN_TYPES, DEFAULT_CAMPAIGN_TYPE } from "@/shared/constants";
import { micrositeContentSchema, type MicrositeBlock, type MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { keyTail, proxyDiagnostics, type AiProvider } from "../provider";
import { chooseFaqs, chooseOffering, chooseStories } from "./choose";
import { senderStats } from "./figures";
import { joinSentences } from "./grammar";
import { industryGroupFor } from "./industries";
import { CONCERNS, isAsserted, readNote } from "./notes";
import * as P from "./phrases";
import { prohibitedMatcher, scrub } from "./prohibited";
import { pickSome, seededRandom } from "./random";
import { roleForTitle, roleWindow } from "./roles";
import { isOwnTopic, stakesFor, topicFor } from "./topics";
import { readTones } from "./voice";

const ABOUT_SECTION = /\b(about|company|mission|who we are|our story|story|values)\b/i;
const LIMITS = { headline: 120, subheadline: 240, heading: 120, paragraph: 700, point: 200, closingBody: 400, intro: 700 } as const;

export const campaignKey = (type: string): P.CampaignKey => {
  const normalized = type.trim().toLowerCase().replace(/[-_]+/g, " ").replace(/\bfollow ?up\b/, "follow up");
  return CAMPAIGN_TYPES.find((t) => t === normalized) ?? DEFAULT_CAMPAIGN_TYPE;
};

// A template can only run long when a name is very long; then the text is cut at a word.
const fit = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).replace(/\s+\S*$/, "").replace(/[,:;]$/, ""));

/** The slots the templates read for one contact, plus the choices made from the sender's data. */
export function planCopy(input: GenerationInput, pick: <T>(items: readonly T[]) => T = (items) => items[0]) {
  const { contact, campaign, brand } = input;
  const group = industryGroupFor(contact.industry, contact.company);
  const role = roleForTitle(contact.title);
  const note = readNote(contact.context);
  const offering = chooseOffering(input.offerings, campaign.featuredOfferingId, group, role);
  const topic = topicFor(offering ? [offering.name, offering.description, ...offering.outcomes] : [brand?.tagline ?? "", brand?.mission ?? ""]);
  const slots: P.Slots = {
    role,
    industry: group,
    topic,
    gain: pick(topic.gains),
    company: contact.company?.trim() || null,
    first: contact.firstName?.trim() || null,
    brand: brand?.companyName.trim() || null,
    offering: offering?.name.trim() || null,
    note,
  };
  return { slots, offering, names: [slots.company, slots.first, slots.brand, slots.offering, note.name].filter((n): n is string => Boolean(n)) };
}

// Which templates read the topic (its area, gains or stakes): an offering's own topic names none, so those are skipped.
const readsTopic = (phrase: P.Phrase, slots: P.Slots): boolean => {
  let read = false;
  const probe = new Proxy(slots, {
    get(target, key) {
      if (key === "topic" || key === "gain") read = true;
      return target[key as keyof P.Slots];
    },
  });
  phrase(probe);
  return read;
};

/** Items that answer the note's concern first (stable otherwise): the page leads with what the rep heard. */
function concernFirst<T>(items: readonly T[], text: (item: T) => string, answers: RegExp | null): { items: T[]; led: boolean } {
  if (!answers) return { items: [...items], led: false };
  const hits = items.filter((item) => answers.test(text(item)));
  return { items: [...hits, ...items.filter((item) => !hits.includes(item))], led: hits.length > 0 };
}

/**
 * The built-in writer: the same page for the same seed, written from the sender's offering and data, framed for
 * the prospect's industry and role. Phrasing alternatives are picked by the seed; every pick that would carry a
 * prohibited term falls through to the next alternative, so no prohibited term reaches the page.
 */
export function writeBuiltinContent(input: GenerationInput): MicrositeContent {
  const random = seededRandom(input.seed);
  const shuffle = <T>(items: readonly T[]) => pickSome(random, items, items.length);
  const { campaign, framework, brand } = input;
  const constraints = framework.document.contentConstraints;
  const { voice, concise } = readTones(constraints.selectedTones);
  const banned = prohibitedMatcher(constraints.prohibitedTerms);
  const { slots, offering } = planCopy(input, (items) => items[Math.floor(random() * items.length)]);
  const { role, topic, note } = slots;
  const kind = campaignKey(campaign.type);

  const ownTopic = isOwnTopic(topic);
  /**
   * One alternative of a template list: the seeded one, else the next clean one that fits. With the offering's own
   * topic, templates that read a topic are never used (each list keeps some that read none).
   */
  const say = (list: readonly P.Phrase[], max: number = LIMITS.paragraph) => {
    const usable = ownTopic ? list.filter((phrase) => !readsTopic(phrase, slots)) : list;
    const start = Math.floor(random() * usable.length);
    const texts = usable.map((_, i) => usable[(start + i) % usable.length](slots)).filter(Boolean);
    const clean = texts.find((t) => t.length <= max && !(banned && banned.test(t)));
    return clean ?? fit(scrub(texts[0] ?? "", banned, texts), max);
  };
  const own = (text: string, max: number) => fit(scrub(text.trim(), banned), max);
  const window = roleWindow(role.key);

  // The stat row takes the closest stories (the prospect's own industry first), each naming its customer; the proof
  // block shows the others (a story is never told twice on a page), else the stat row's, told in words.
  const allStories = brand?.proofPoints ?? [];
  const plansProof = framework.plan.some((p) => p.kind === "proof");
  const plansOutcomes = framework.plan.some((p) => p.kind === "outcomes");
  const statStories = plansOutcomes ? chooseStories(allStories, slots.industry, 3, shuffle).filter((s) => s.figure.trim() && s.customer.trim()).slice(0, concise ? 2 : 3) : [];
  const stats = senderStats(statStories);
  const rest = chooseStories(allStories.filter((s) => !statStories.includes(s)), slots.industry, 2, shuffle);
  const shownStories = plansProof ? (rest.length > 0 ? rest : statStories.slice(0, 2)) : [];
  const answers = note.concern ? CONCERNS[note.concern].answers : null;
  const faqs = concernFirst(chooseFaqs(window(brand?.faqs ?? [], 6), role), (f) => `${f.question} ${f.answer}`, answers).items;
  const outcomes = concernFirst(offering?.outcomes ?? [], (o) => o, answers);
  const pains = concernFirst(topic.pains, (p) => p, answers);
  const angleRole = note.focus ?? role.key;
  const stakesLead = Boolean(answers && answers.test(stakesFor(topic, angleRole)));
  // "Our first question would be about …" only where the page really does (an item answering the concern comes first).
  const concernLine = outcomes.led || pains.led || stakesLead ? say(P.CONCERN_LINES) : null;

  const noteSentence = isAsserted(note.kind) ? say(P.NOTE_SENTENCES[note.kind]) : null;
  const intro = joinSentences(say(P.GREETINGS[voice]), noteSentence, concernLine ?? say(P.ROLE_LINES), concise ? null : say(P.BRIDGES[voice]));

  const blocks: MicrositeBlock[] = [];
  for (const item of framework.plan) {
    const block = writeBlock(item.kind, item.sectionName);
    if (block) blocks.push(block);
  }
  if (blocks.length === 0) blocks.push(writeBlock("problem", null) ?? writeBlock("steps", null)!);

  function writeBlock(kind: MicrositeBlock["kind"], sectionName: string | null): MicrositeBlock | null {
    switch (kind) {
      case "problem": {
        if (ownTopic) {
          // An offering the topics do not know: its own description (or the brand's), never a made-up pain.
          const words = own(offering ? joinSentences(offering.description) : joinSentences(brand?.tagline, brand?.mission), LIMITS.paragraph);
          return words ? { kind, heading: say(P.OWN_PROBLEM_HEADINGS, LIMITS.heading), paragraphs: [words], points: [] } : null;
        }
        const stakes = own(stakesFor(topic, angleRole), LIMITS.paragraph);
        const points = (answers ? pains.items.slice(0, concise ? 2 : 3) : window(topic.pains, concise ? 2 : 3)).filter((p) => !(banned && banned.test(p)));
        const opener = say(P.PROBLEM_OPENERS);
        const followed = joinSentences(stakes, concise ? null : say(P.PROBLEM_FOLLOWUPS)) || say(P.PROBLEM_FOLLOWUPS);
        // A note's concern that the stakes speak to goes first.
        return { kind, heading: say(P.PROBLEM_HEADINGS, LIMITS.heading), paragraphs: stakesLead ? [followed, opener] : [opener, followed], points };
      }
      case "outcomes": {
        const points = outcomes.items.map((o) => own(o, LIMITS.point)).filter(Boolean);
        const shown = answers ? points.slice(0, concise ? 2 : 3) : window(points, concise ? 2 : 3);
        if (stats.length === 0 && shown.length === 0 && ownTopic) return null;
        return {
          kind,
          heading: say(stats.length > 0 ? P.OUTCOME_HEADINGS_WITH_FIGURES : P.OUTCOME_HEADINGS, LIMITS.heading),
          intro: say(stats.length > 0 ? P.OUTCOME_INTROS_WITH_FIGURES : P.OUTCOME_INTROS, 400),
          stats: stats.map((s) => ({ value: s.value, label: own(s.label, 120) })).filter((s) => s.label),
          points: shown,
        };
      }
      case "steps": {
        const middle = (P.ROLE_STEPS[role.key] ?? P.ROLE_STEPS.unknown)[0];
        const steps = [
          { title: say(P.FIRST_STEP_TITLES, 80), body: say(P.FIRST_STEPS, 300) },
          { title: say([middle.title], 80), body: say([middle.body], 300) },
          ...(concise ? [] : [{ title: say(P.LAST_STEP_TITLES, 80), body: say(P.LAST_STEPS, 300) }]),
        ];
        return { kind, heading: say(P.STEPS_HEADINGS, LIMITS.heading), steps };
      }
      case "proof":
        return shownStories.length > 0 ? { kind, heading: say(P.PROOF_HEADINGS, LIMITS.heading), storyIds: shownStories.map((s) => s.id) } : null;
      case "faq":
        return faqs.length > 0 ? { kind, heading: say(P.FAQ_HEADINGS, LIMITS.heading), faqIds: faqs.map((f) => f.id) } : null;
      case "offer":
        return offering ? { kind, heading: say(P.OFFER_HEADINGS, LIMITS.heading), body: say(P.OFFER_BODIES), offeringId: offering.id } : null;
      case "text": {
        const about = brand && ABOUT_SECTION.test(sectionName ?? "") ? own(joinSentences(brand.tagline, brand.mission), LIMITS.paragraph) : "";
        return { kind, heading: own(sectionName ?? "", LIMITS.heading) || say(P.OFFER_HEADINGS, LIMITS.heading), paragraphs: [about || say(P.TEXT_BODIES)] };
      }
    }
  }

  const content: MicrositeContent = {
    headline: say([...P.HEADLINES[kind][voice], ...P.COMMON_HEADLINES], LIMITS.headline),
    subheadline: say([...P.SUBHEADLINES[kind], ...P.COMMON_SUBHEADLINES], LIMITS.subheadline),
    intro: fit(intro, LIMITS.intro),
    blocks: blocks.slice(0, 8),
    closing: { heading: say([...P.CLOSING_HEADINGS[kind][voice], ...P.COMMON_CLOSING_HEADINGS], LIMITS.heading), body: say(P.CLOSING_BODIES, LIMITS.closingBody) },
    ctaLabel: own(campaign.ctaType, 40) || P.DEFAULT_CTA[kind],
    offeringId: offering?.id ?? null,
  };
  return micrositeContentSchema.parse(content);
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
