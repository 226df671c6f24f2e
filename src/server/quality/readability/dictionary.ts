import dictionaryEn from "dictionary-en";
import nspell from "nspell";

type Speller = ReturnType<typeof nspell>;
let speller: Speller | null = null;
// Words repeat across the pages of a launch: each is spell-checked once per process. Bounded so a launch of token
// soup cannot grow it without end.
const known = new Map<string, boolean>();
const MAX_CACHED = 100_000;

/**
 * Business words copy uses every day that the Hunspell en_US list lacks (it is a general-purpose dictionary).
 * Lower case; a word here is English for the readability gate.
 */
const BUSINESS_WORDS = new Set(
  [
    "onboarding", "onboard", "offboarding", "workflow", "workflows", "saas", "fintech", "proptech", "healthtech", "edtech", "insurtech",
    "ecommerce", "omnichannel", "upsell", "upsells", "cross-sell", "reconciliations", "payables", "receivables", "roadmap", "roadmaps",
    "dashboards", "dashboard", "scalable", "automations", "integrations", "stakeholders", "handoffs", "handoff", "signups", "signup",
    "checkout", "walkthrough", "timeline", "timelines", "webinar", "webinars", "analytics", "kpi", "kpis", "roi", "crm", "erp", "api",
    "apis", "sso", "b2b", "b2c", "ai", "it", "ops", "devops", "finops", "revops", "nonprofit", "nonprofits", "microsite", "email", "emails",
    "inbox", "inboxes", "login", "logins", "app", "apps", "online", "offline", "opt-out", "unsubscribe", "startup", "startups", "headcount",
    "pre", "co", "re", "e", "ok", "okay", "rollout", "rollouts", "payroll", "vendor", "vendors", "uptime", "preapproved", "pricing",
  ],
);

function spellerFor(): Speller {
  speller ??= nspell(dictionaryEn);
  return speller;
}

const checkWord = (word: string): boolean => {
  if (BUSINESS_WORDS.has(word.toLowerCase())) return true;
  const spell = spellerFor();
  if (spell.correct(word)) return true;
  const lower = word.toLowerCase();
  // "Invoices" at a sentence start, "APPROVALS" in a heading: the dictionary knows the lower-case word.
  return lower !== word && (spell.correct(lower) || spell.correct(lower[0].toUpperCase() + lower.slice(1)));
};

/** Whether an English dictionary (Hunspell en_US via nspell, plus common business words) knows a word. */
export function isEnglishWord(word: string): boolean {
  let hit = known.get(word);
  if (hit === undefined) {
    hit = checkWord(word);
    if (known.size >= MAX_CACHED) known.clear();
    known.set(word, hit);
  }
  return hit;
}
