import { fail, pass, type QualityCheck } from "./check";
import { copyStrings } from "@/shared/copy-strings";
import { withoutContactFields } from "./readability/page-reading";

const STAGE = "Content accuracy review" as const;

// A rep's placeholder left in a note: "Competitor X", "Vendor TBD", "??", "XXX", "<name>", "[tool]".
const PLACEHOLDER = /\b(?:competitor|vendor|company|product|tool|customer|client|partner|person|provider)\s+(?:[A-Z]|TBD|TBC|XXX)\b|\bTBD\b|\bTBC\b|\bXXX\b|\?\?+|<[^>]{1,30}>|\[[^\]]{1,30}\]/gi;
// The note is tentative about a tool: weighing it up is not using it.
const EVALUATING = /\b(?:evaluat\w*|consider\w*|looking at|look at|comparing|compare[sd]?|shortlist\w*|explor\w*|research\w*|assessing|reviewing|in talks with|talking to|demo(?:ed|s)? (?:of|with))\b/i;
const ASKED_FOR_TRIAL = /\b(?:ask\w*|request\w*|want\w*|interested in|keen on|open to)\b[^.;]{0,30}\b(?:pilot|trial|poc|proof of concept|demo)\b/i;
const IN_TRIAL = /\b(?:(?:in|running|started|began|on|during) (?:a|the|our|their)? ?(?:free )?(?:trial|pilot|poc)|trialing|trialling|piloting)\b/i;
const USES = /\b(?:uses|using|use|runs on|running on|on|switched to|moved to|customer of|currently with|works with|working with|relies on)\s+$/i;
const USAGE_CLAIM = /\b(?:use|uses|using|used|work with|works with|working with|run on|runs on|running on|rely on|relies on|relying on|switched to|moved to|already on|are on|is on)\b/i;
const TRYING_CLAIM = /\b(?:trying|tried|trialing|trialling|piloting|testing|test-driving)\b(?!\s+to\b)/i;
const EVENT_CLAIM = /\b(?:met|meeting you|spoke|talked|chatted) (?:at|during) (?:the )?([A-Z][\p{L}\p{N}&'’-]*)/u;
const REFERRAL_CLAIM = /\b([A-Z][\p{L}'’-]+)(?: [A-Z][\p{L}'’-]+)? (?:suggested|referred|recommended|introduced)\b|\b(?:referred|introduced|recommended) by ([A-Z][\p{L}'’-]+)/u;
const TOPIC_CLAIMS: Array<[RegExp, RegExp, string]> = [
  [/\b(?:funding|raise|raised|series [a-f]|new round|investment round)\b/i, /\b(?:fund\w*|rais\w*|series [a-f]|round|invest\w*|ipo)\b/i, "funding"],
  [/\b(?:you(?:'re| are) hiring|your hiring|new hires|open roles|growing your team|expanding your team)\b/i, /\b(?:hir\w*|recruit\w*|headcount|open roles|new hires|growing|expanding)\b/i, "hiring"],
  [/\b(?:renewal|renewals|renewing|renews|renew)\b/i, /\b(?:renew\w*|contract (?:ends|expires|is up)|up for)\b/i, "a renewal"],
];

const sentencesOf = (texts: string[]) => texts.flatMap((t) => t.split(/(?<=[.!?])\s+/)).filter(Boolean);
const mentions = (sentence: string, name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu").test(sentence);
/** Capitalised words after a note's first word: the products, people and events it names ("Tipalti", "Ramp", "SaaStr"). */
const namesIn = (note: string) => [...note.matchAll(/(?<=\S\s+)([A-Z][\p{L}\p{N}.&'’-]*[\p{L}\p{N}])/gu)].map((m) => m[1]).filter((n) => n.length > 1);

/** Whether the note says plainly that the prospect uses `tool` (and is not merely weighing it up). */
function noteSaysUses(note: string, tool: string): boolean {
  for (const clause of note.split(/[.;\n]|,\s*(?=[a-z])/)) {
    const at = clause.search(new RegExp(`\\b${tool.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
    if (at >= 0 && USES.test(clause.slice(0, at)) && !EVALUATING.test(clause)) return true;
  }
  return false;
}

/**
 * What the page says about the prospect must come from the contact's own fields, and the private note is asserted
 * only where its meaning is plain (issue 24 item 2): a tool the note weighs up is never one they use, a pilot they
 * asked for is never one they run, a placeholder is never printed, and an event, referrer, funding, hiring or renewal
 * on the page must be in the note.
 */
export const claimsCheck: QualityCheck = {
  id: "claims",
  stage: STAGE,
  label: "Only true statements about the prospect",
  policy: "default",
  run(page) {
    const note = page.generation.contact.context ?? "";
    const copy = copyStrings(page.content).map((line) => withoutContactFields(line, page.generation.contact));
    const text = copy.join("\n");
    for (const placeholder of new Set([...note.matchAll(PLACEHOLDER), ...text.matchAll(PLACEHOLDER)].map((m) => m[0]))) {
      if (text.toLowerCase().includes(placeholder.toLowerCase())) return fail(`The page prints the placeholder “${placeholder}”`);
    }
    const company = page.generation.contact.company ?? "";
    const aboutProspect = (s: string) => /\b(?:you|your|you're|you've|you are)\b/i.test(s) || (company !== "" && s.includes(company));
    const sentences = sentencesOf(copy).filter(aboutProspect);
    for (const tool of namesIn(note)) {
      const claim = sentences.find((s) => mentions(s, tool) && (USAGE_CLAIM.test(s) || TRYING_CLAIM.test(s)));
      if (claim && !noteSaysUses(note, tool)) return fail(`“${claim}” says the prospect uses ${tool}; the note does not`);
    }
    const trying = sentences.find((s) => TRYING_CLAIM.test(s));
    if (trying && !IN_TRIAL.test(note)) return fail(`“${trying}” says the prospect is trying it; ${ASKED_FOR_TRIAL.test(note) ? "they asked for a pilot" : "the note does not say so"}`);
    const event = EVENT_CLAIM.exec(text);
    if (event && !mentions(note, event[1])) return fail(`The page says you met at “${event[1]}”; the note does not`);
    const referral = REFERRAL_CLAIM.exec(text);
    const referrer = referral?.[1] ?? referral?.[2];
    if (referrer && !mentions(note, referrer)) return fail(`The page says “${referrer}” referred them; the note does not`);
    for (const [claim, evidence, what] of TOPIC_CLAIMS) {
      const said = sentences.find((s) => claim.test(s));
      if (said && !evidence.test(note)) return fail(`“${said}” speaks of ${what}; the contact's data does not`);
    }
    return pass(note ? "Every statement about the prospect is backed by the contact's data" : "The page states nothing about the prospect beyond their fields");
  },
};
