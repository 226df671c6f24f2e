// The receiver's reading of every published page, as figures against issue 10's targets.
import type { contacts } from "@/server/db/schema";
import { fmt } from "../helpers";
import { foreignIndustryWords } from "./industry-lexicon";
import { jaccard, median, normalizedIncludes, ownHostUrls, pairwise, parsePage, quotedRun, sentencesSharedByAll, termsFound } from "./page-checks";
import { DISCLAIMER, MANDATORY_ELEMENTS, PROHIBITED_TERMS } from "./scenario";
import type { Scenario } from "./seed";

export type PublishedPage = {
  slug: string;
  url: string;
  status: string;
  error: string | null;
  content: unknown;
  campaignId: string;
  contact: typeof contacts.$inferSelect;
};

// Keys of the content model that hold ids or the sender's own figures rather than the writer's words.
const NOT_WRITER_COPY = new Set(["kind", "offeringId", "storyIds", "faqIds", "stats"]);

/** The writer's own words on a page (from the stored content), where copy about the wrong industry would be. */
function writerCopy(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map(writerCopy).join("\n");
  if (content && typeof content === "object") {
    return Object.entries(content)
      .filter(([key]) => !NOT_WRITER_COPY.has(key))
      .map(([, value]) => writerCopy(value))
      .join("\n");
  }
  return "";
}

const line = (label: string, value: string, target: string) => console.log(`  ${label}: ${value} (target ${target})`);

export async function judgePages(pages: PublishedPage[], scenario: Scenario) {
  const resourceStatus = new Map<string, number>();
  const broken: string[] = [];
  const missingRequired: string[] = [];
  const prohibited: string[] = [];
  const wrongIndustry: string[] = [];
  const quotedNotes: string[] = [];
  const bodies = new Map<string, string>();

  for (const page of pages) {
    const res = await fetch(page.url);
    const html = await res.text();
    if (res.status !== 200) {
      broken.push(`${page.url} answered ${res.status}`);
      continue;
    }
    const parsed = parsePage(html);
    for (const url of ownHostUrls(parsed, html, page.url)) {
      if (!resourceStatus.has(url)) resourceStatus.set(url, (await fetch(url)).status);
      if (resourceStatus.get(url) !== 200) broken.push(`${url} (${resourceStatus.get(url)}) on ${page.slug}`);
    }
    const missing = [DISCLAIMER, ...MANDATORY_ELEMENTS].filter((text) => !normalizedIncludes(parsed.text, text));
    if (missing.length > 0) missingRequired.push(`${page.slug}: ${missing.join(" | ")}`);
    const terms = termsFound(parsed.text, PROHIBITED_TERMS);
    if (terms.length > 0) prohibited.push(`${page.slug}: ${terms.join(", ")}`);
    const foreign = foreignIndustryWords(writerCopy(page.content), page.contact.industry);
    if (foreign.length > 0) wrongIndustry.push(`${page.contact.industry} (${page.slug}): ${foreign.join(", ")}`);
    const quoted = page.contact.context ? quotedRun(parsed.text, page.contact.context) : null;
    if (quoted) quotedNotes.push(`${page.slug}: "${quoted}"`);
    if (page.contact.industry === scenario.sameIndustry) bodies.set(page.slug, parsed.mainText);
  }

  const show = (items: string[]) => (items.length === 0 ? "" : `\n    - ${items.slice(0, 8).join("\n    - ")}${items.length > 8 ? `\n    … ${items.length - 8} more` : ""}`);
  line("broken resources on any page", `${broken.length} of ${resourceStatus.size} distinct URLs checked${show(broken)}`, "0");
  line("pages missing the disclaimer or a mandatory element", `${missingRequired.length} of ${pages.length}${show(missingRequired)}`, "0");
  line("pages with a prohibited term", `${prohibited.length}${show(prohibited)}`, "0");
  line("pages naming another industry's problems", `${wrongIndustry.length}${show(wrongIndustry)}`, "0");
  line("context notes printed verbatim (6-word runs)", `${quotedNotes.length}${show(quotedNotes)}`, "0");

  const texts = [...bodies.values()];
  const similarity = pairwise(texts, jaccard);
  line(`${texts.length} ${scenario.sameIndustry} pages, median word-3-gram Jaccard of page bodies`, `${fmt(median(similarity), 3)} (max ${fmt(Math.max(...similarity), 3)})`, "<= 0.35");
  const senderTexts = [
    ...scenario.offerings.flatMap((o) => [o.name, o.description, ...o.outcomes]),
    ...scenario.proofPoints.flatMap((p) => [p.customer, p.outcome, p.quote, `${p.author} ${p.author_title}`]),
    `${scenario.rep.name} ${scenario.rep.title}`,
    ...scenario.faqs.flatMap((f) => [f.question, f.answer]),
  ].filter(Boolean);
  const shared = sentencesSharedByAll(texts, (sentence) => senderTexts.some((t) => normalizedIncludes(t, sentence) || normalizedIncludes(sentence, t)));
  line("sentences shared by all six (outside the offer, the sender's stories, FAQ and rep card)", `${shared.length}${show(shared)}`, "0");
}
