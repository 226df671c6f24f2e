import { z } from "zod";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";
import { formatOfferingPrice } from "../page-input/format-price";
import { roleForTitle } from "./builtin/roles";
import type { GenerationInput } from "../page-input/generation-input";
import { answerShapeText } from "./json-shape";

const CONTACT_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  title: "Job title",
  company: "Company",
  industry: "Industry",
  domain: "Company website domain",
};

export type ChatMessage = { role: "system" | "user"; content: string };

/**
 * The JSON schema sent as the structured-output format. Strict mode refuses length keywords and `oneOf` (zod writes
 * a discriminated union as oneOf) and is safest with `enum` over `const`; the answer is validated with the zod
 * schema afterwards, so nothing is lost.
 */
export function contentJsonSchema(): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (["$schema", "minLength", "maxLength", "minItems", "maxItems"].includes(key)) continue;
      if (key === "oneOf") out.anyOf = strip(value);
      else if (key === "const") out.enum = [value];
      else out[key] = strip(value);
    }
    return out;
  };
  return strip(z.toJSONSchema(micrositeContentSchema, { io: "output" })) as Record<string, unknown>;
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode; oneOf?: SchemaNode[]; const?: unknown; minItems?: number; maxItems?: number; maxLength?: number };

const itemsText = (node: SchemaNode) =>
  node.minItems !== undefined && node.maxItems !== undefined ? `${node.minItems} to ${node.maxItems} items` : node.maxItems !== undefined ? `at most ${node.maxItems} items` : "";

/**
 * The length limits strict mode cannot carry (see contentJsonSchema), written out per field from the same zod schema
 * that checks the answer, so the model knows them and an over-long answer is not asked for twice.
 */
export function outputLengthRules(): string[] {
  const rules: string[] = [];
  const walk = (node: SchemaNode, path: string) => {
    if (node.oneOf) {
      for (const variant of node.oneOf) walk(variant, `${path} (${String(variant.properties?.kind?.const)})`);
      return;
    }
    if (node.items) {
      const count = itemsText(node);
      const each = node.items.maxLength !== undefined ? `each at most ${node.items.maxLength} characters` : "";
      if (count || each) rules.push(`- ${path}: ${[count, each].filter(Boolean).join(", ")}`);
      if (!each) walk(node.items, path);
      return;
    }
    if (node.maxLength !== undefined) rules.push(`- ${path}: at most ${node.maxLength} characters`);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key);
  };
  walk(z.toJSONSchema(micrositeContentSchema, { io: "output" }) as SchemaNode, "");
  return rules;
}

/** What each block kind is for: the schema says what fields a block has, these say what goes in them. */
const BLOCK_GUIDE = [
  "- problem: the situation the sender's offering addresses, told in the prospect's terms: one to three short paragraphs, then up to four pointed lines a reader can scan.",
  "- outcomes: what changes for the prospect. A stat's value is a figure exactly as the sender wrote it (\"62%\", \"3 days\") and its label says what it measures; no figure, no stat. Points are plain outcomes without numbers.",
  "- steps: two to five concrete steps from the first conversation to the first result; a title is a short verb phrase, a body one or two sentences.",
  "- proof: the ids of the customer stories that fit this contact best (same industry or role first). The page shows each story's figure and quote itself.",
  "- offer: why the featured offering fits this contact now. The page shows its name and price; never restate or change a price.",
  "- faq: the ids of the questions this contact is most likely to ask, most likely first. The page shows the sender's own answers.",
  "- text: a framework section that is none of the above (such as About us): prose drawn only from the sender's facts above.",
];

const OUTPUT_RULES = [
  "## Output rules",
  "Blocks, one per planned section, in plan order:",
  ...BLOCK_GUIDE,
  "Length limits (characters, items):",
  ...outputLengthRules(),
  answerShapeText(),
].join("\n");

const SYSTEM_PROMPT = [
  "You write the copy for a one-page personalized B2B microsite that a sender (a B2B company) sends to one contact at a prospect company.",
  "Write plain text only: no HTML, no Markdown, no emojis.",
  "Sell only the sender's offering: describe the problem THE OFFERING addresses, in the prospect's terms. Use the prospect's industry only as framing",
  "(what their sites, teams and customers are called); never claim the sender solves problems its offering does not address, and never name another industry's problems.",
  "Speak to the contact's role: finance cares about cost and control, operations about speed and handoffs, IT about security and integration,",
  "sales about pipeline and customers, marketing about brand and results, executives about growth and risk.",
  "Figures: use ONLY the figures listed under Customer stories and Offerings (proof points and outcomes). Never invent a number, a statistic, a customer, a quote or a price;",
  "leave the stat row empty when there are none.",
  "Say about the prospect ONLY what the allowed facts under Contact give; never state what they use, evaluate, try, plan, need or feel beyond them.",
  "The rep's context note is PRIVATE: never quote or paraphrase it closely. Only where its meaning is plain (met at an event, referred by a named person,",
  "recent funding, hiring, a renewal date) add ONE natural first-person sentence to the intro (\"Priya Shah suggested I reach out.\"); otherwise use it only to choose the angle.",
  "Evaluating a product is not using it; asking for a pilot is not trying it; never print a placeholder from the note (\"Competitor X\", \"TBD\", \"??\").",
  "Follow the block plan in order: one block per line, of that kind. A section name and description are guidance for what the block should do; never copy a description into the page.",
  "Reference customer stories, FAQ entries and offerings only by the ids listed; leave a proof or FAQ block out when there are no entries. The offer block appears at most once.",
  "The closing heading is a full sentence, never the button label. Keep the headline under 12 words and every paragraph under 80 words.",
  "Never use a prohibited term. Answer with JSON that matches the given schema exactly.",
].join(" ") + `\n\n${OUTPUT_RULES}`;

/** The sender, framework and campaign: identical for every contact of a launch, so providers can cache it. */
function sharedPart(input: GenerationInput): string {
  const { campaign, framework, brand, offerings } = input;
  const constraints = framework.document.contentConstraints;
  const lines: string[] = [];
  lines.push("## Sender");
  if (brand) {
    lines.push(`- Company: ${brand.companyName}`);
    for (const [label, value] of [
      ["Tagline", brand.tagline],
      ["Mission", brand.mission],
      ["Industry", brand.industry],
      ["Ideal customer", brand.idealCustomer],
    ]) {
      if (value) lines.push(`- ${label}: ${value}`);
    }
  } else {
    lines.push("- No brand profile: write as \"we\" without a company name.");
  }
  lines.push("", "## Offerings");
  if (offerings.length === 0) lines.push("None: set offeringId to null and leave the offer block out.");
  for (const o of offerings.slice(0, 10)) {
    const price = formatOfferingPrice(o);
    lines.push(`- id ${o.id}: ${o.name} (${o.type})${price ? ` — ${price}` : ""}${o.description ? `: ${o.description}` : ""}`);
    for (const outcome of o.outcomes) lines.push(`  - Outcome: ${outcome}`);
  }
  const pinned = offerings.find((o) => o.id === campaign.featuredOfferingId);
  lines.push(pinned ? `The campaign features ${pinned.name}: set offeringId to ${pinned.id}.` : "Set offeringId to the offering that fits this contact best, or null.");
  lines.push("", "## Customer stories (the only allowed source of figures besides offering outcomes)");
  const stories = brand?.proofPoints ?? [];
  if (stories.length === 0) lines.push("None: leave the proof block out and the stat row empty unless an offering outcome has a figure.");
  for (const p of stories) lines.push(`- id ${p.id}: ${p.customer} (${p.industry}) — ${p.figure} ${p.outcome}${p.quote ? ` — "${p.quote}" (${[p.author, p.authorTitle].filter(Boolean).join(", ")})` : ""}`);
  lines.push("", "## FAQ");
  const faqs = brand?.faqs ?? [];
  if (faqs.length === 0) lines.push("None: leave the FAQ block out.");
  for (const f of faqs) lines.push(`- id ${f.id}: ${f.question}`);
  lines.push("", "## Framework", `- Name: ${framework.name}`, `- Tones: ${constraints.selectedTones.join(", ")}`);
  for (const note of constraints.toneOfVoice) if (note.description) lines.push(`- ${note.name}: ${note.description}`);
  if (constraints.toneGuidelines) lines.push(`- Tone guidelines: ${constraints.toneGuidelines}`);
  if (constraints.prohibitedTerms.length > 0) lines.push(`- Prohibited terms (never use): ${constraints.prohibitedTerms.join(", ")}`);
  if (constraints.mandatoryElements.length > 0) lines.push(`- Mandatory elements (the page adds them; do not contradict them): ${constraints.mandatoryElements.join("; ")}`);
  if (constraints.legalCompliance.disclaimer) lines.push("- A legal disclaimer is added by the page; do not repeat it.");
  lines.push("", "## Block plan (in this order)");
  for (const item of framework.plan) {
    const guidance = [item.sectionName, item.sectionDescription].filter(Boolean).join(" — ");
    lines.push(`- ${item.kind}${guidance ? `: ${guidance}` : ""}${item.required ? " (required)" : ""}`);
  }
  lines.push("", "## Campaign", `- Type: ${campaign.type}`, `- Name: ${campaign.name}`);
  if (campaign.description) lines.push(`- Goal: ${campaign.description}`);
  lines.push(`- Call to action: ${campaign.ctaType || "Learn More"} (use it, or a close variant under 40 characters, as ctaLabel)`);
  return lines.join("\n");
}

/**
 * Everything a page may state about the prospect: the contact's own fields, and the private note for its plain
 * meaning only. The writer's prompt and the judge's list the same facts.
 */
export function allowedProspectFacts(input: GenerationInput): string[] {
  const lines: string[] = [];
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    const value = input.contact[field as keyof typeof input.contact];
    if (value) lines.push(`- ${label}: ${value}`);
  }
  if (input.contact.context) {
    lines.push(`- Private note from the rep (never quote it): ${input.contact.context}`);
    lines.push("- From the note, assert only a plain event, a named referrer, funding, hiring or a renewal date.");
  }
  lines.push("- These are the only facts about the prospect: nothing else is known.");
  return lines;
}

/** The one contact, last: the only part that changes between the pages of a launch. */
function contactPart(input: GenerationInput): string {
  const lines = ["## Contact", ...allowedProspectFacts(input)];
  const role = roleForTitle(input.contact.title);
  if (role.key !== "unknown") lines.push(`- Role to speak to: ${role.key} (weighs ${role.concerns})`);
  return lines.join("\n");
}

/**
 * The chat messages for one microsite: rules and the shared campaign part first, the contact last. A re-write after
 * failed quality gates adds the failures at the very end, so the cached prefix stays the same.
 */
export function buildPrompt(input: GenerationInput, feedback: string[] = []): ChatMessage[] {
  const messages: ChatMessage[] = [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: sharedPart(input) },
    { role: "user", content: contactPart(input) },
  ];
  if (feedback.length > 0) {
    messages.push({ role: "user", content: `A previous draft of this page failed these quality checks. Write it again so that it passes them:\n${feedback.map((f) => `- ${f}`).join("\n")}` });
  }
  return messages;
}
