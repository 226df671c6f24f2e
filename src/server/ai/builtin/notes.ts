import type { RoleKey } from "./roles";

/**
 * The rep's context note is PRIVATE: it is never printed. A common note is recognised and becomes one natural
 * first-person sentence (written by the phrases, from the kind and at most a short name taken from the note); any
 * other note only steers which concern the page leads with.
 */
export type NoteKind = "none" | "referral" | "event" | "funding" | "hiring" | "trial" | "customer" | "competitor" | "renewal" | "other";

export type NoteReading = {
  kind: NoteKind;
  /** The referrer, the event or the competitor, as written in the note (a few words at most); "" otherwise. */
  name: string;
  /** For an unrecognised note: the concern it hints at, which the page then leads with. */
  focus: RoleKey | null;
};


// A capitalised name of up to three words; dots only inside a word ("Bill.com", not the full stop after it).
const WORD = String.raw`[A-Z][\p{L}\p{N}'’&-]*(?:\.[\p{L}\p{N}]+)*`;
const HONORIFIC = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?`;
const NAME = String.raw`(${HONORIFIC}${WORD}(?:\s+${WORD}){0,2})`;
const NOT_A_NAME = /^(The|Our|Their|His|Her|We|They|I|A|An|Us|Me|Him|Them|This|That|Last|Next|Q[1-4])\b/;

const CUSTOMER = /\b(current|existing|active|long[- ]time)\s+(customer|client|user)s?\b|\balready\s+(a\s+)?(customer|client)\b|\bcustomer since\b/i;
const TRIAL = /\b(free )?trial\b|\bpilot\b|\bpoc\b|\bproof of concept\b|\bsigned up\b|\bsandbox\b/i;
const REFERRAL_WORD = /\b(?:referred|referral|introduced|intro|introduction|recommended|suggested|warm intro)\b((?:\s+(?:us|me|them|to us|to me|was|from|by|via|through))*)\s+/gi;
const NAME_AT_START = new RegExp("^" + NAME, "u");
const REFERRAL_NAME_FIRST = new RegExp(NAME + String.raw`\s+(?:referred|recommended|introduced|suggested|put us in touch|connected us)`, "u");
const EVENT = /\b(?:met|meeting|spoke|talked|chatted|connected|visited (?:our|the) booth)\b[^.;]*?\b(?:at|during)\s+((?:the\s+)?[^.;,!?()]+)/i;
const FUNDING = /\b(raised|funding|series [a-f]|seed round|closed a round|new round|went public|ipo)\b/i;
const HIRING = /\b(hiring|recruiting|headcount|open roles|new hires|growing (the|their) team|expanding (the|their) team)\b/i;
const RENEWAL = /\b(renewal|renews|renewing|up for renewal|contract (ends|expires|is up))\b/i;
const COMPETITOR_WORD = /\b(?:uses|using|runs on|on|switching from|moving off|currently with|works with|evaluating|unhappy with|frustrated with|replacing|leaving)\s+/gi;

// Words that end an event's name: "SaaStr last week" is "SaaStr", "the spring trade show in May" the show.
const EVENT_STOP = /^(last|this|next|in|on|and|where|when|who|booth|yesterday|today|recently|earlier|back|a|with|about|\d.*)$/i;
const FOCUS_HINTS: Array<[RoleKey, RegExp]> = [
  ["finance", /\b(cost|costs|budget|spend|savings|cash|price|pricing|audit|margin)\b/i],
  ["it", /\b(security|integration|erp|it|systems|data|migration)\b/i],
  ["operations", /\b(slow|speed|manual|backlog|process|efficiency|scale|scaling)\b/i],
  ["sales", /\b(growth|revenue|pipeline|expansion|expanding|new markets)\b/i],
];

const shortName = (name: string) => name.trim().split(/\s+/).slice(0, 4).join(" ").replace(/['’-]+$/, "").replace(/(?<!^(?:Dr|Mr|Mrs|Ms|Prof))\.+$/, "");

function eventName(raw: string): string {
  const words = raw.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && EVENT_STOP.test(word)) break;
    kept.push(word.replace(/[.'’]+$/, ""));
    if (kept.length === 4) break;
  }
  return kept.join(" ");
}

// The keyword in any case ("Referred by", "uses"), then a name as written, capitalised.
function nameAfter(text: string, keyword: RegExp): string | null {
  for (const m of text.matchAll(keyword)) {
    const name = NAME_AT_START.exec(text.slice(m.index + m[0].length))?.[1];
    if (name && !NOT_A_NAME.test(name)) return shortName(name);
  }
  return null;
}

function referrerIn(text: string): string | null {
  const after = nameAfter(text, REFERRAL_WORD);
  if (after) return after;
  const before = REFERRAL_NAME_FIRST.exec(text)?.[1];
  return before && !NOT_A_NAME.test(before) ? shortName(before) : null;
}

/** What a rep's note says, in a form the page can use without quoting it. */
export function readNote(note: string | undefined): NoteReading {
  const text = (note ?? "").trim();
  const reading = (kind: NoteKind, name = ""): NoteReading => ({ kind, name, focus: null });
  if (!text) return reading("none");
  if (CUSTOMER.test(text)) return reading("customer");
  if (TRIAL.test(text)) return reading("trial");
  const referrer = referrerIn(text);
  if (referrer) return reading("referral", referrer);
  const event = EVENT.exec(text);
  if (event) {
    const name = eventName(event[1]);
    if (name && !/^the$/i.test(name)) return reading("event", /^the\s/i.test(name) || /^[A-Z0-9]/.test(name) ? name.replace(/^The\s/, "the ") : `the ${name}`);
  }
  if (FUNDING.test(text)) return reading("funding");
  if (HIRING.test(text)) return reading("hiring");
  if (RENEWAL.test(text)) return reading("renewal");
  const competitor = nameAfter(text, COMPETITOR_WORD);
  if (competitor) return reading("competitor", competitor);
  return { kind: "other", name: "", focus: FOCUS_HINTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null };
}
