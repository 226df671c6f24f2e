import { z } from "zod";
import { micrositeContentSchema } from "../../shared/schemas/microsite-content";
import { formatOfferingPrice } from "../render/format-price";
import type { GenerationInput } from "./generation-input";

const CONTACT_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  industry: "Industry",
  context: "Context from the sales rep",
  domain: "Company website domain",
};

/** The JSON schema sent as the structured-output format: the zod schema without the length keywords strict mode refuses. */
export function contentJsonSchema(): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (!["$schema", "minLength", "maxLength", "minItems", "maxItems"].includes(key)) out[key] = strip(value);
    }
    return out;
  };
  return strip(z.toJSONSchema(micrositeContentSchema, { io: "output" })) as Record<string, unknown>;
}

const SYSTEM_PROMPT = [
  "You write the copy for a one-page personalized B2B microsite that a sales or marketing team sends to one contact.",
  "Write in plain text only: no HTML, no Markdown, no emojis. Be specific to the contact's company, industry and context;",
  "never invent statistics, customer names or quotes. Keep the headline under 12 words and every paragraph under 80 words.",
  "Answer with JSON that matches the given schema exactly.",
].join(" ");

/** The chat messages for one microsite: who it is for, what the campaign wants, how the brand sounds. */
export function buildPrompt(input: GenerationInput): Array<{ role: "system" | "user"; content: string }> {
  const { contact, campaign, framework, brand, offerings } = input;
  const lines: string[] = [];
  lines.push("## Contact");
  for (const [field, value] of Object.entries(contact)) lines.push(`- ${CONTACT_LABELS[field] ?? field}: ${value}`);
  lines.push("", "## Campaign", `- Type: ${campaign.type}`, `- Name: ${campaign.name}`);
  if (campaign.description) lines.push(`- Goal: ${campaign.description}`);
  lines.push(`- Call to action: ${campaign.ctaType || "Learn More"} (use it, or a close variant under 40 characters, as ctaLabel)`);
  lines.push("", "## Voice", `- Tones: ${framework.tones.join(", ")}`);
  if (framework.toneGuidelines) lines.push(`- Guidelines: ${framework.toneGuidelines}`);
  lines.push("", "## Sections", "Write exactly one section per type below, in this order, with `type` set to the type name:");
  for (const t of framework.sectionTypes) lines.push(`- ${t.name}${t.description ? `: ${t.description}` : ""}`);
  if (brand) {
    lines.push("", "## Sender", `- Company: ${brand.companyName}`);
    for (const [label, value] of [
      ["Tagline", brand.tagline],
      ["Mission", brand.mission],
      ["Values", brand.values],
      ["Industry", brand.industry],
      ["Ideal customer", brand.idealCustomer],
    ]) {
      if (value) lines.push(`- ${label}: ${value}`);
    }
  }
  if (offerings.length > 0) {
    lines.push("", "## Offerings (set offeringName to the one that fits this contact best, exactly as named, or null)");
    for (const o of offerings.slice(0, 10)) {
      const price = formatOfferingPrice(o);
      lines.push(`- ${o.name} (${o.type})${price ? ` — ${price}` : ""}${o.description ? `: ${o.description}` : ""}`);
    }
  } else {
    lines.push("", "There are no product offerings: set offeringName to null.");
  }
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: lines.join("\n") },
  ];
}
