import type { RoleKey } from "./roles";

/**
 * The rep's context note is PRIVATE: it is never printed. A note is asserted on the page only where its meaning is
 * unambiguous: met at a named event (or simply met), referred by a named person, a funding round closed, hiring,
 * a renewal date ahead. Then it becomes one first-person sentence written by the phrases from the kind and at most
 * a name taken from the note. Everything else (a trial, a pilot asked for, a competitor evaluated or used, an
 * existing customer) is never asserted: "Evaluating Tipalti" is not "works with Tipalti", "asked for a pilot" is
 * not "trying it". A note that names a concern (an ERP sync that breaks, slow approvals, the month-end close...)
 * makes the page lead with that concern, without saying that the prospect has it.
 */
export type NoteKind = "none" | "referral" | "event" | "funding" | "hiring" | "trial" | "customer" | "competitor" | "renewal" | "other";
/** The kinds a page may assert. */
export type AssertedNoteKind = "referral" | "event" | "funding" | "hiring" | "renewal";

export type NoteReading = {
  kind: NoteKind;
  /** The referrer or the event, as written in the note (a few words at most); "" otherwise. */
  name: string;
  /** The role whose concern the note hints at, which the page then speaks to first. */
  focus: RoleKey | null;
  /** The concern the note names, which the page leads with; null when none is recognised. */
  concern: ConcernKey | null;
};

export type ConcernKey = "integration" | "approvals" | "close" | "cost" | "manual" | "audit" | "speed" | "growth";

/**
 * Concerns a note can name: the words that signal one, the role it belongs to, and the words of the sender's own
 * items (outcomes, pains, FAQ) that answer it, which the page then shows first.
 */
export const CONCERNS: Record<ConcernKey, { signal: RegExp; role: RoleKey; answers: RegExp }> = {
  integration: {
    signal: /\b(erp|netsuite|sap|quickbooks|xero|sage|intacct|dynamics|oracle|workday|sync|syncs|syncing|integration|integrations|integrate|api|connector|double entry|re-?keying)\b/i,
    role: "it",
    answers: /\b(erp|sync|syncs|integrat\w*|api|connects?|systems?|accounting system|netsuite|quickbooks|sage|dynamics)\b/i,
  },
  approvals: { signal: /\b(approvals?|approver|sign[- ]?offs?|bottlenecks?|routing)\b/i, role: "operations", answers: /\b(approv\w*|sign[- ]?off|routing)\b/i },
  close: { signal: /\b(month[- ]end|quarter[- ]end|close|closing|reconcil\w*)\b/i, role: "finance", answers: /\b(month[- ]end|close|reconcil\w*)\b/i },
  cost: { signal: /\b(cost|costs|budget|spend|price|pricing|savings|expensive|fees?)\b/i, role: "finance", answers: /\b(cost|costs|spend|fees?|discounts?|sav\w*|price|pricing|paid for itself)\b/i },
  manual: { signal: /\b(manual|manually|spreadsheets?|paper|data entry|by hand|typing|keying)\b/i, role: "operations", answers: /\b(manual|automat\w*|by hand|spreadsheets?|paperwork|capture)\b/i },
  audit: { signal: /\b(audit|auditors?|compliance|controls?|fraud|soc ?2|security|duplicate)\b/i, role: "finance", answers: /\b(audit|logged|controls?|compliance|duplicate|secur\w*|encryption|permissions)\b/i },
  speed: { signal: /\b(slow|delays?|late|backlog|takes (weeks|days|forever)|faster)\b/i, role: "operations", answers: /\b(faster|days|hours|weeks|quick\w*|speed|instead of)\b/i },
  growth: { signal: /\b(scale|scaling|growth|growing|expansion|expanding|new markets|acquisitions?)\b/i, role: "executive", answers: /\b(scale|grow\w*|headcount|volume)\b/i },
};
const CONCERN_ORDER = Object.keys(CONCERNS) as ConcernKey[];

// A capitalised name of up to three words; dots only inside a word ("Bill.com", not the full stop after it).
const WORD = String.raw`[A-Z][\p{L}\p{N}'’&/-]*(?:\.[\p{L}\p{N}]+)*`;
const HONORIFIC = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?`;
const NAME = String.raw`(${HONORIFIC}${WORD}(?:\s+${WORD}){0,2})`;
const NAME_AT_START = new RegExp("^" + NAME, "u");
const NOT_A_NAME = /^(The|Our|Their|His|Her|My|Your|We|They|I|A|An|Us|Me|Him|Them|This|That|Last|Next|Q[1-4]|CEO|CFO|COO|CTO|CIO|VP|Head|Director|Manager|Partner|Someone|Somebody|Unknown|Customer|Client|Prospect|Competitor|Vendor|Company|Team)\b/;

/** Text a rep writes for "I'll fill this in later": never printed, and a name containing one is no name. */
const PLACEHOLDER = /\?|\[|\]|<|>|\{|\}|\b(tbd|tbc|tba|n\/a|na|xx+|x|todo|fixme|placeholder|unknown|someone|somebody|something|whoever|etc)\b|\b(competitor|company|vendor|customer|person|event|conference|name)\s+[a-z0-9]\b/i;
export const isPlaceholder = (text: string) => PLACEHOLDER.test(text);

// Only these shapes name a referrer: "referred by NAME", "intro from NAME", "NAME referred us".
const REFERRAL_BY = /\b(?:referred(?:\s+(?:to\s+us|to\s+me|us|me|them))?\s+by|referral\s+(?:from|by|via)|introduced(?:\s+(?:to\s+us|to\s+me|us|me|them))?\s+by|(?:warm\s+)?intro(?:duction)?\s+(?:from|by|via|through)|recommended\s+by|suggested\s+by)\s+/gi;
const REFERRAL_NAME_FIRST = new RegExp(NAME + String.raw`\s+(?:referred|introduced)\s+(?:us|me|them)\b|` + NAME + String.raw`\s+(?:put us in touch|connected us|suggested (?:we|I|that we) (?:talk|speak|connect|meet|reach out))\b`, "u");

// Met in the past ("met", "spoke", "visited our booth"), then "at"/"during" a place. "Meeting at X next week" is not.
const MET = /\b(?:met|visited (?:our|the) booth|stopped by (?:our|the) booth|came by (?:our|the) booth)\b[^.;]*?\b(?:at|during)\s+([^.;,!?()]+)/i;
const SPOKE = /\b(?:spoke|talked|chatted|connected)\b[^.;]*?\b(?:at|during)\s+([^.;,!?()]+)/i;
const MET_ALONE = /\b(?:met (?:in person|at (?:the|their|our) (?:booth|stand|event|conference|show|dinner))|visited (?:our|the) booth)\b/i;
const FUTURE_OR_NOT = /\b(will|going to|plan(?:ning)? to|hope to|hoping to|want to|would like to|next|upcoming|tomorrow|did ?n[o']t|never|not|missed|cancell?ed)\b/i;
const EVENT_WORDS = /\b(conference|summit|show|expo|forum|meetup|dinner|booth|event|convention|congress|symposium|roundtable|breakfast|lunch)\b/i;
// Words that end an event's name: "SaaStr last week" is "SaaStr", "the spring trade show in May" the show.
const EVENT_STOP = /^(last|this|next|in|on|and|where|when|who|booth|yesterday|today|recently|earlier|back|a|with|about|\d.*)$/i;

const FUNDING = /\b(?:raised|closed|announced|secured|landed|completed)\b[^.;]{0,40}?\b(?:round|series [a-f]|seed|funding|\$\s?\d|€\s?\d|£\s?\d|\d+\s?(?:m|mn|million|bn|billion)\b)|\b(?:series [a-f]|seed round|funding round)\b[^.;]{0,20}?\b(?:closed|raised|announced)\b|\bwent public\b|\bjust (?:raised|ipo'?d)\b/i;
const HIRING = /\b(?:is|are|they're|currently|actively|aggressively|now)\s+hiring\b|\bhiring\s+(?:a|an|their|two|three|four|five|several|multiple|more|new|\d+)\b|\bopen roles\b|\b(?:growing|expanding|doubling)\s+(?:the|their|its)\s+(?:\w+\s+)?team\b/i;
const NOT_GROWING = /\b(freeze|frozen|layoffs?|laid off|cuts?|cutting|not hiring|paused|downsiz\w*|restructur\w*)\b/i;
const RENEWAL = /\b(?:up for renewal|renews?\s+(?:in|on|next|this|at)|renewal\s+(?:in|on|date|due|is due|coming|next|this)|contract\s+(?:ends|expires|is up|runs out)\s+(?:in|on|next|this|at))\b/i;
const NOT_RENEWAL = /\b(just renewed|already renewed|renewed (?:last|in|on|for)|signed a renewal|auto[- ]?renewed)\b/i;

const CUSTOMER = /\b(current|existing|active|long[- ]time)\s+(customer|client|user)s?\b|\balready\s+(a\s+)?(customer|client)\b|\bcustomer since\b/i;
const TRIAL = /\b(free )?trial\b|\bpilot\b|\bpoc\b|\bproof of concept\b|\bsigned up\b|\bsandbox\b/i;
const COMPETITOR = /\b(uses|using|runs on|switching from|moving off|currently with|works with|evaluating|looking at|comparing|unhappy with|frustrated with|replacing|leaving)\b/i;

const FOCUS_HINTS: Array<[RoleKey, RegExp]> = [
  ["finance", /\b(cost|costs|budget|spend|savings|cash|price|pricing|audit|margin)\b/i],
  ["it", /\b(security|integration|erp|it|systems|data|migration)\b/i],
  ["operations", /\b(slow|speed|manual|backlog|process|efficiency|scale|scaling)\b/i],
  ["sales", /\b(growth|revenue|pipeline|expansion|expanding|new markets)\b/i],
];

const shortName = (name: string) => name.trim().split(/\s+/).slice(0, 4).join(" ").replace(/['’/-]+$/, "").replace(/(?<!^(?:Dr|Mr|Mrs|Ms|Prof))\.+$/, "");
const usableName = (name: string | undefined | null) => (name && !NOT_A_NAME.test(name) && !isPlaceholder(name) ? shortName(name) : null);

function referrerIn(text: string): string | null {
  for (const m of text.matchAll(REFERRAL_BY)) {
    const name = usableName(NAME_AT_START.exec(text.slice(m.index + m[0].length))?.[1]);
    if (name) return name;
  }
  const first = REFERRAL_NAME_FIRST.exec(text);
  return usableName(first?.[1] ?? first?.[2]);
}

/** A proper name ("SaaStr", "HITEC", "Money20/20") or "the … show/conference/booth"; null for anything else. */
function eventName(raw: string): string | null {
  const kept: string[] = [];
  for (const word of raw.trim().split(/\s+/)) {
    if (kept.length > 0 && EVENT_STOP.test(word)) break;
    kept.push(word.replace(/[.'’]+$/, ""));
    if (kept.length === 4) break;
  }
  const name = kept.join(" ");
  if (!name || isPlaceholder(name)) return null;
  if (/^the\s+\S/i.test(name) && EVENT_WORDS.test(name)) return name.replace(/^The\s/, "the ");
  if (/^[A-Z][\p{L}\p{N}]/u.test(name) && !NOT_A_NAME.test(name)) return name;
  return null;
}

/** The event a note says the rep met the prospect at: a name, "" (met, no usable name), or null (not asserted). */
function eventIn(text: string): string | null {
  const met = MET.exec(text);
  if (met) {
    if (FUTURE_OR_NOT.test(text.slice(0, met.index + met[0].length))) return null;
    return eventName(met[1]) ?? "";
  }
  const spoke = SPOKE.exec(text);
  if (spoke && !FUTURE_OR_NOT.test(text.slice(0, spoke.index + spoke[0].length))) {
    const name = eventName(spoke[1]);
    // "Spoke at 3pm" or "talked at lunch" is no event: speaking needs a named one.
    if (name && (EVENT_WORDS.test(name) || /^[A-Z]/.test(name))) return name;
  }
  return MET_ALONE.test(text) && !FUTURE_OR_NOT.test(text) ? "" : null;
}

/** What a rep's note says, in a form the page can use without quoting it. */
export function readNote(note: string | undefined): NoteReading {
  const text = (note ?? "").trim();
  const concern = CONCERN_ORDER.find((key) => CONCERNS[key].signal.test(text)) ?? null;
  const focus = concern ? CONCERNS[concern].role : (FOCUS_HINTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null);
  const reading = (kind: NoteKind, name = ""): NoteReading => ({ kind, name, focus, concern });
  if (!text) return reading("none");
  const referrer = referrerIn(text);
  if (referrer) return reading("referral", referrer);
  const event = eventIn(text);
  if (event !== null) return reading("event", event);
  if (FUNDING.test(text)) return reading("funding");
  if (HIRING.test(text) && !NOT_GROWING.test(text)) return reading("hiring");
  if (RENEWAL.test(text) && !NOT_RENEWAL.test(text)) return reading("renewal");
  // Recognised, never asserted: they only steer the focus.
  if (CUSTOMER.test(text)) return reading("customer");
  if (TRIAL.test(text)) return reading("trial");
  if (COMPETITOR.test(text)) return reading("competitor");
  return reading("other");
}

export const isAsserted = (kind: NoteKind): kind is AssertedNoteKind => kind === "referral" || kind === "event" || kind === "funding" || kind === "hiring" || kind === "renewal";
