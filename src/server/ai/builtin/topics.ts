import { normalizeWords } from "./industries";
import type { RoleKey } from "./roles";

/**
 * What the SENDER's offering is about, read from its own name, description and outcomes. The problem a page
 * describes comes from here, so a page never promises what the offering does not do. Wording stays industry-neutral
 * (no patients, guests or truck rolls): the prospect's industry only frames it. An offering no topic recognises gets
 * its own topic, which names nothing: the page then speaks from the offering's own words.
 */
export type Topic = {
  key: string;
  /** Whole words or phrases in the offering's text that mark this topic. */
  match: readonly string[];
  /** The area of work, singular, used as an object: "invoice approval and payment". */
  area: string;
  /** Situations the offering addresses, as short points (plain text, capitalised). */
  pains: readonly string[];
  /** What changes, as verb phrases after "to": "pay every invoice on time without chasing approvals". */
  gains: readonly string[];
  /** A sentence per role on why this matters to them; "unknown" is the fallback. */
  stakes: Partial<Record<RoleKey, string>> & { unknown: string };
};

export const TOPICS: readonly Topic[] = [
  {
    key: "billing",
    match: ["billing", "receivables", "receivable", "accounts receivable", "collections", "collect", "dunning", "invoicing", "subscription billing", "payment reminders", "overdue", "get paid"],
    area: "billing and collections",
    pains: ["Invoices sent late or with errors", "Overdue balances chased by hand", "Cash that arrives later than it should", "Reconciliation that eats the first week of every month"],
    gains: ["get paid faster with less chasing", "turn invoices into cash sooner"],
    stakes: {
      finance: "Every day an invoice stays unpaid is working capital you have to find somewhere else.",
      operations: "Chasing payments by hand pulls people away from the work customers actually pay for.",
      sales: "Billing mistakes turn into awkward conversations with the customers your team works hard to keep.",
      executive: "Cash collected late slows every plan that depends on it.",
      unknown: "Cash collected late slows every plan that depends on it.",
    },
  },
  {
    key: "payables",
    match: ["accounts payable", "ap automation", "payables", "invoice", "invoices", "invoice processing", "invoice capture", "bill pay", "supplier payments", "vendor payments", "ap", "approval routing", "suppliers", "vendors"],
    area: "invoice approval and payment",
    pains: [
      "Invoices keyed in by hand, one line at a time",
      "Approvals that wait in someone's inbox",
      "Late fees and missed early-payment discounts",
      "A month-end close spent chasing paperwork",
      "Little visibility into what is owed until it is due",
    ],
    gains: ["pay every invoice on time without chasing approvals", "take the paperwork out of paying suppliers", "approve and pay invoices in days, not weeks"],
    stakes: {
      finance: "Every invoice waiting for a signature is cash you cannot plan around and a control you cannot show an auditor.",
      operations: "Every invoice that sits in an inbox holds up a supplier, a purchase or a team waiting on it.",
      it: "Invoice data copied between email, spreadsheets and the ERP is data nobody can secure or reconcile.",
      sales: "Suppliers who are paid late start asking questions that land on the people closest to customers.",
      marketing: "Agencies and vendors paid late remember it, and it shows in how fast they work for you.",
      executive: "Manual payables grow with every new supplier, so the cost rises with the business instead of staying flat.",
      unknown: "Manual payables grow with every new supplier, and the work lands on people with better things to do.",
    },
  },
  {
    key: "expenses",
    match: ["expense", "expenses", "expense management", "receipts", "reimbursement", "reimbursements", "corporate cards", "spend management"],
    area: "employee spend",
    pains: ["Receipts collected at the end of the month", "Reimbursements that take weeks", "Card spend nobody sees until the statement arrives", "Policy checks done by hand"],
    gains: ["see and control spend as it happens", "close the month without chasing receipts"],
    stakes: {
      finance: "Spend you only see on the statement is spend you cannot control.",
      operations: "Time spent matching receipts is time taken from the work people were hired for.",
      it: "Receipts in personal inboxes and spreadsheets are records nobody can secure.",
      executive: "Spend policies only work when they are applied before the money leaves.",
      unknown: "Spend you only see at month-end is spend you cannot steer.",
    },
  },
  {
    key: "procurement",
    match: ["procurement", "purchasing", "purchase orders", "purchase order", "sourcing", "supplier management", "vendor management", "spend analytics"],
    area: "purchasing",
    pains: ["Purchase requests lost in email threads", "Suppliers onboarded with missing paperwork", "Off-contract spend nobody catches", "Approvals that depend on who is in the office"],
    gains: ["buy faster while keeping every purchase within policy", "keep purchasing moving without losing control"],
    stakes: {
      finance: "Off-contract spend is money leaving the business without the terms you negotiated.",
      operations: "A purchase request stuck in email is work that cannot start.",
      it: "Supplier data scattered across inboxes is a risk nobody owns.",
      unknown: "Purchasing that runs on email is slow for everyone and visible to no one.",
    },
  },
  {
    key: "support",
    match: ["customer support", "support", "help desk", "helpdesk", "ticketing", "customer service", "live chat", "contact center", "contact centre"],
    area: "customer support",
    pains: ["The same questions answered again and again", "Requests that slip between channels", "Response times nobody can predict", "Little insight into why customers get in touch"],
    gains: ["answer customers faster and more consistently", "resolve more requests the first time"],
    stakes: {
      operations: "Every request answered twice is time taken from the ones waiting in line.",
      it: "Support spread over too many tools means data in too many places.",
      sales: "A slow answer today is a harder renewal conversation later.",
      marketing: "Every support exchange shapes what customers say about you.",
      unknown: "Every slow answer costs goodwill that is hard to win back.",
    },
  },
  {
    key: "security",
    match: ["security", "cybersecurity", "threat detection", "compliance automation", "identity", "access management", "zero trust", "endpoint protection", "siem", "soc 2"],
    area: "security and compliance",
    pains: ["Access reviews done in spreadsheets", "Alerts that arrive faster than anyone can triage them", "Audit evidence gathered by hand", "Gaps nobody sees until an incident"],
    gains: ["stay secure and audit-ready without slowing the business", "prove compliance without the spreadsheet work"],
    stakes: {
      finance: "An incident or a failed audit costs far more than the work to prevent it.",
      it: "Every manual security check is one that eventually gets skipped.",
      executive: "Customers and regulators expect proof, not promises, that their data is safe.",
      unknown: "Security that depends on manual checks eventually misses one.",
    },
  },
  {
    key: "analytics",
    match: ["analytics", "reporting", "dashboards", "dashboard", "business intelligence", "bi", "insights", "forecasting", "data platform"],
    area: "reporting",
    pains: ["Reports rebuilt by hand every month", "Numbers that differ depending on who pulled them", "Decisions made on last quarter's data", "Analysts spending their week on exports"],
    gains: ["make decisions on numbers everyone trusts", "report without rebuilding the numbers each month"],
    stakes: {
      finance: "A forecast built on numbers that do not reconcile is a forecast nobody can defend.",
      operations: "When the numbers arrive late, problems are found after they have already cost you.",
      it: "Every spreadsheet export is a copy of the data outside your control.",
      executive: "Leadership decisions are only as good as the numbers behind them.",
      unknown: "Decisions are only as good as the numbers behind them.",
    },
  },
  {
    key: "crm",
    match: ["crm", "sales pipeline", "pipeline", "sales engagement", "lead management", "deal management", "sales automation", "prospecting"],
    area: "pipeline management",
    pains: ["Deals tracked in spreadsheets and memory", "Follow-ups that slip when the week gets busy", "A forecast that changes with every call", "Reps spending hours on data entry"],
    gains: ["spend more time selling and less time updating records", "keep every deal moving without the admin"],
    stakes: {
      sales: "Every hour spent on data entry is an hour not spent with a buyer.",
      marketing: "Without clean pipeline data, nobody can say which programs actually work.",
      executive: "A forecast you cannot trust makes every hiring and spending decision harder.",
      unknown: "A pipeline nobody trusts makes every plan harder.",
    },
  },
  {
    key: "recruiting",
    match: ["recruiting", "recruitment", "hiring", "applicant tracking", "ats", "talent acquisition", "onboarding", "hr software", "payroll"],
    area: "hiring and onboarding",
    pains: ["Open roles that stay open for months", "Interview feedback collected by email", "New hires waiting for equipment and access", "Paperwork repeated for every new starter"],
    gains: ["hire and onboard people faster", "fill open roles sooner"],
    stakes: {
      finance: "Every month a role stays open has a cost, in overtime or in work not done.",
      operations: "An open seat means someone else carries the extra work.",
      it: "Access granted by hand for each new starter is slow and hard to audit.",
      executive: "Growth plans depend on how fast the right people can start.",
      unknown: "Every open role slows the team that is waiting for it.",
    },
  },
  {
    key: "learning",
    match: ["training", "learning", "e learning", "lms", "upskilling", "coaching", "courses", "enablement"],
    area: "training",
    pains: ["Training that lives in slide decks nobody opens", "No clear view of who has learned what", "New people slow to get up to speed", "Courses built once and never updated"],
    gains: ["get people productive sooner", "keep skills current without the slide decks"],
    stakes: {
      operations: "Every week a new person spends finding their feet is a week of work someone else covers.",
      sales: "New sellers who ramp slowly miss the quarter they were hired for.",
      executive: "Skills that are not kept current quietly limit what the business can take on.",
      unknown: "Every week spent finding one's feet is a week of work someone else covers.",
    },
  },
  {
    key: "marketing",
    match: ["marketing automation", "email marketing", "campaigns", "lead generation", "seo", "content marketing", "personalization", "personalisation", "microsites", "landing pages"],
    area: "marketing programs",
    pains: ["Campaigns that take weeks to launch", "The same message sent to every prospect", "Results reported by hand every Monday", "Leads that go cold before sales reaches them"],
    gains: ["launch personal campaigns quickly and show what they deliver", "reach each prospect with a message meant for them"],
    stakes: {
      marketing: "Generic messages get generic results, and the budget conversation gets harder every quarter.",
      sales: "Leads that go cold before anyone calls are pipeline paid for and lost.",
      executive: "Marketing spend is easiest to defend when its results are plain to see.",
      unknown: "Generic messages get generic results.",
    },
  },
];

/**
 * The topic of an offering no topic recognises: it names no area, pain or gain at all (generic filler such as "the
 * work behind the scenes" is what a prospect reads as a template), so the writer uses only templates that read no
 * topic, and writes the offering's part from its own description and outcomes.
 */
export const OWN_TOPIC: Topic = { key: "own", match: [], area: "", pains: [], gains: [""], stakes: { unknown: "" } };
export const isOwnTopic = (topic: Topic) => topic.key === OWN_TOPIC.key;

const phrase = (p: string) => ` ${normalizeWords(p).trim()} `;
const MIN_TOPIC_SCORE = 2;
const COMPILED = TOPICS.map((topic) => ({ topic, phrases: topic.match.map(phrase) }));

/**
 * The topic the sender's own words are about (the featured offering's name, description and outcomes, or without an
 * offering the brand's tagline and mission); the one with the most matching phrases wins, earlier on a tie; none:
 * the offering's own topic.
 */
export function topicFor(texts: readonly string[]): Topic {
  const text = normalizeWords(texts.join(" "));
  let best: Topic = OWN_TOPIC;
  // One shared word is no topic ("dashboard" in a signage product is not reporting): at least two phrases.
  let bestScore = MIN_TOPIC_SCORE - 1;
  for (const { topic, phrases } of COMPILED) {
    const score = phrases.filter((p) => text.includes(p)).length;
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  return best;
}

/** The topic's sentence for a role (or its general one). */
export const stakesFor = (topic: Topic, role: RoleKey) => topic.stakes[role] ?? topic.stakes.unknown;
