import { normalizeWords } from "./industries";

/** What the contact's job title says they care about; steers emphasis, never the facts. */
export type RoleKey = "finance" | "operations" | "it" | "sales" | "marketing" | "executive" | "unknown";

export type RoleProfile = {
  key: RoleKey;
  /** "your finance team" — the team the contact runs or sits in. */
  team: string;
  /** People in the role, plural: "finance leaders". */
  leaders: string;
  /** What the role weighs a purchase on, as a noun phrase: "cost, control and a clean audit trail". */
  concerns: string;
  /** Words in an offering outcome or FAQ entry that speak to this role (for ordering, never printed). */
  keywords: readonly string[];
};

export const ROLES: Record<RoleKey, RoleProfile> = {
  finance: {
    key: "finance",
    team: "your finance team",
    leaders: "finance leaders",
    concerns: "cost, control and a clean audit trail",
    keywords: ["cost", "costs", "spend", "cash", "control", "audit", "approval", "approvals", "budget", "price", "pricing", "roi", "save", "savings", "fees", "close", "discount", "discounts", "compliance"],
  },
  operations: {
    key: "operations",
    team: "your operations team",
    leaders: "operations leaders",
    concerns: "speed, fewer handoffs and work that does not stall",
    keywords: ["time", "faster", "hours", "days", "manual", "process", "processing", "handoffs", "automate", "automates", "automation", "workflow", "implementation", "onboarding", "rollout"],
  },
  it: {
    key: "it",
    team: "your IT team",
    leaders: "IT leaders",
    concerns: "security, clean integrations and one less system to babysit",
    keywords: ["security", "secure", "integration", "integrations", "integrate", "api", "sso", "data", "erp", "systems", "access", "permissions", "encryption", "soc", "hosting", "uptime"],
  },
  sales: {
    key: "sales",
    team: "your sales team",
    leaders: "sales leaders",
    concerns: "time with customers and a forecast they can trust",
    keywords: ["revenue", "pipeline", "customers", "customer", "deals", "growth", "forecast", "relationships"],
  },
  marketing: {
    key: "marketing",
    team: "your marketing team",
    leaders: "marketing leaders",
    concerns: "a consistent brand and results they can show",
    keywords: ["brand", "campaigns", "experience", "reporting", "visibility", "reputation", "audience"],
  },
  executive: {
    key: "executive",
    team: "your leadership team",
    leaders: "business leaders",
    concerns: "growth without adding headcount or risk",
    keywords: ["growth", "scale", "cost", "risk", "visibility", "headcount", "control", "savings"],
  },
  unknown: {
    key: "unknown",
    team: "your team",
    leaders: "teams",
    concerns: "less busywork and clearer results",
    keywords: ["time", "cost", "manual", "visibility", "faster"],
  },
};

// Function words before seniority words: "VP Finance" is finance, "Chief Financial Officer" is finance, "CEO" executive.
const ROLE_PATTERNS: Array<[RoleKey, readonly string[]]> = [
  ["finance", ["cfo", "finance", "financial", "controller", "comptroller", "treasurer", "treasury", "accounting", "accounts payable", "ap", "fp and a", "fpa", "payables", "procurement", "purchasing"]],
  ["it", ["cio", "cto", "ciso", "it", "information technology", "technology", "security", "infrastructure", "systems", "engineering", "devops", "data", "technical", "information"]],
  ["operations", ["coo", "operations", "operating", "ops", "supply chain", "logistics", "plant", "facilities", "production", "service delivery", "general services"]],
  ["sales", ["sales", "revenue", "cro", "business development", "account executive", "commercial", "partnerships", "account manager"]],
  ["marketing", ["cmo", "marketing", "brand", "growth", "demand generation", "communications", "content"]],
  ["executive", ["ceo", "founder", "co founder", "cofounder", "owner", "president", "managing director", "general manager", "chief executive", "principal", "managing partner", "partner", "chairman", "chair", "executive director", "gm", "md"]],
];

/** The role a job title speaks for, matched on whole words; "unknown" for none or an unrecognised title. */
export function roleForTitle(title: string | undefined): RoleProfile {
  const text = normalizeWords(title ?? "");
  const hit = ROLE_PATTERNS.find(([, words]) => words.some((w) => text.includes(` ${normalizeWords(w).trim()} `)));
  return ROLES[hit?.[0] ?? "unknown"];
}

const ROLE_ORDER = Object.keys(ROLES) as RoleKey[];

/**
 * The sender's items a page for this role shows (up to `max`): with two or more, all but one, the one left out
 * depending on the role. Pages for contacts in different roles then never all show the same sentence (each of up
 * to six items is left out by one of the six named roles), while each page keeps most of the sender's material.
 */
export function roleWindow(role: RoleKey) {
  const offset = ROLE_ORDER.indexOf(role);
  return <T>(items: readonly T[], max: number): T[] => {
    const count = Math.min(max, items.length > 1 ? items.length - 1 : items.length);
    if (items.length === 0) return [];
    const start = offset % items.length;
    return [...items.slice(start), ...items.slice(0, start)].slice(0, count);
  };
}
