import type { ContactView, GenerationInput, OfferingView } from "@/server/page-input/generation-input";
import { AP_BRAND, AP_OFFERINGS } from "../ap-sender";
import { sampleGenerationInput } from "../generation-input";
import { seededRandom } from "@/server/ai/builtin/random";

/** Organisations a bank-minded template gets wrong: credit unions (filed under several industries), insurers, care, schools, public bodies. */
export const TRUTH_CONTACTS: ContactView[] = [
  { firstName: "Maya", lastName: "Ortiz", company: "Summit Peak Credit Union", industry: "Credit Union", title: "CFO" },
  { firstName: "Leo", lastName: "Grant", company: "Riverbend Federal Credit Union", industry: "Banking", title: "VP Finance" },
  { firstName: "Ana", lastName: "Silva", company: "Prairie Members Credit Union", industry: "Financial Services", title: "Controller" },
  { firstName: "Tom", lastName: "Reyes", company: "Coastal Credit Union", industry: "", title: "Director of IT" },
  { firstName: "Ines", lastName: "Park", company: "Harbor Mutual Insurance", industry: "Insurance", title: "COO" },
  { firstName: "Raj", lastName: "Mehta", company: "Keystone Assurance", industry: "Financial Services", title: "Head of Procurement" },
  { firstName: "Grace", lastName: "Lee", company: "St. Mary's Hospital", industry: "Hospital & Health Care", title: "VP Finance" },
  { firstName: "Omar", lastName: "Haddad", company: "Lakeside Family Clinic", industry: "Healthcare", title: "Practice Manager" },
  { firstName: "Nora", lastName: "Fischer", company: "Northgate University", industry: "Higher Education", title: "Bursar" },
  { firstName: "Sam", lastName: "Okafor", company: "Maple Grove School District", industry: "K-12", title: "Business Manager" },
  { firstName: "Lena", lastName: "Brooks", company: "Open Hands Foundation", industry: "Non-profit", title: "Executive Director" },
  { firstName: "Ravi", lastName: "Kumar", company: "City of Springfield", industry: "Government", title: "Finance Director" },
  { firstName: "Kim", lastName: "Nguyen", company: "Orbit Hotels", industry: "Hospitality", title: "Accounts Payable Manager" },
  { firstName: "Jo", lastName: "Adams", company: "Quantum Widgets", industry: "Widgetry", title: "" },
];

/** Notes reps write whose meaning is ambiguous: none may be asserted, nothing in them printed. */
export const AMBIGUOUS_NOTES: Array<{ note: string; forbidden: RegExp }> = [
  { note: "Evaluating Tipalti and Ramp", forbidden: /Tipalti|Ramp\b|works? with|already have|in place/i },
  { note: "Asked for a pilot last week", forbidden: /trying|a try|\bpilot|you have been/i },
  { note: "Uses Competitor X", forbidden: /Competitor X|works? with|already have|in place/i },
  { note: "Referred by TBD", forbidden: /TBD|suggested I reach out|thought we should talk|colleague|mutual contact/i },
  { note: "Meeting at SaaStr next week", forbidden: /SaaStr|meet you|met you/i },
  { note: "Hiring freeze until Q3", forbidden: /hiring|growing the team/i },
  { note: "Spoke with their hiring manager", forbidden: /hiring|growing the team|meet you/i },
  { note: "Looking for funding next year", forbidden: /Congratulations|funding/i },
  { note: "Renewed with Coupa last month", forbidden: /Coupa|renewal/i },
  { note: "Existing customer of Bill.com", forbidden: /Bill\.com|Thank you for being|for working with us/i },
  { note: "Recommended Tipalti to them", forbidden: /Tipalti|suggested I reach out|thought we should talk/i },
  { note: "Budget ?? — TBD, decision maker XX", forbidden: /\?\?|TBD|\bXX\b/ },
  { note: "Met at ?? last week", forbidden: /\?\?|at the event/i },
  { note: "Intro call with Competitor X's former CFO", forbidden: /Competitor X|suggested I reach out|thought we should talk/i },
];

/** Notes whose meaning is plain: each asserted as written, its substance first. */
export const CLEAR_NOTES: Array<{ note: string; expected: RegExp }> = [
  { note: "Met at SaaStr last week", expected: /meet you at SaaStr\./ },
  { note: "Referred by Priya Shah from Harbor Hotels", expected: /Priya Shah (suggested I reach out|thought we should talk)\./ },
  { note: "Just raised a Series B", expected: /Congratulations on the (funding round|new funding)\./ },
  { note: "They are hiring three AP clerks", expected: /growing the team|you are hiring/ },
  { note: "Contract up for renewal in June", expected: /renewal/ },
];

/** Notes naming a concern: the page leads with it (intro line, the first problem paragraph or point, the first outcome). */
export const CONCERN_NOTES: Array<{ note: string; answer: RegExp }> = [
  { note: "NetSuite sync breaks weekly", answer: /\b(ERP|sync|integrat\w*|systems)\b/i },
  { note: "Approvals sit in the CFO's inbox for days", answer: /approv/i },
  { note: "Month-end close takes two weeks", answer: /month-end|close/i },
];

/** Offerings no built-in topic knows: a page about them is written from their own words, never filler. */
export const UNKNOWN_OFFERINGS: OfferingView[] = [
  {
    id: "o-signage",
    name: "Brightwave Signage",
    type: "Product",
    description: "Cloud-managed digital signage for lobbies and waiting areas: schedule what every screen shows from one place.",
    price: 49,
    currency: "USD",
    unitType: "screen per month",
    requiresQuote: false,
    outcomes: ["Update every screen from one dashboard", "Content scheduled weeks ahead"],
  },
  {
    id: "o-translation",
    name: "Quill Translation",
    type: "Service",
    description: "Human translation of letters, forms and notices into 40 languages, returned within two business days.",
    price: null,
    currency: null,
    unitType: null,
    requiresQuote: true,
    outcomes: ["Notices in every language your members read", "Certified translators for regulated documents"],
  },
];

/** Filler the writer once wrote for offerings it did not know. */
export const FILLER = /behind the scenes|less manual effort|work that does not need people|get more done/i;

/**
 * Copy that talks about the page instead of the prospect (its length, its sections, the visit, who it was written
 * for): what a prospect reads as a mail merge (issue 24). Each alternative is a phrase launched pages printed.
 */
export const SELF_REFERENCE =
  /\b(?:this page|on this page|one page|a (?:short )?page|in one place|sections?|any order|read on|below|overview|(?:minutes?|minute) (?:of reading|to read)|worth a minute|a few minutes on|short version|kept it short|taking a look|take a look|stopping by|good to have you|written for you|was written for|prepared for you|put together)\b/i;

/** A UUID-shaped id, the same for the same label (row ids are random UUIDs; tests stay deterministic). */
export function uuidFor(label: string): string {
  const random = seededRandom(label);
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** One campaign's inputs: the seed is "{campaign id}:{contact id}" as launches make it. */
export function campaignInputs(campaign: string, contacts: readonly ContactView[], overrides: Partial<GenerationInput> = {}): GenerationInput[] {
  const campaignId = uuidFor(campaign);
  return contacts.map((contact, i) =>
    sampleGenerationInput({ seed: `${campaignId}:${uuidFor(`${campaign}/${i}`)}`, contact, brand: AP_BRAND, offerings: AP_OFFERINGS, ...overrides }),
  );
}
