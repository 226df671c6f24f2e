import { normalizeWords } from "@/server/ai/builtin/industries";

/**
 * Per industry group, the words that signal THAT industry's own problems (healthcare: patients, appointments;
 * telecom: truck rolls, subscribers). A page written for one industry must name none of another group's words:
 * the bench counts such pages, the writer's tests enumerate its templates against it. Words are matched on whole
 * words (plurals included), so they are chosen to be specific: nothing the writer's neutral copy would use.
 */
export const INDUSTRY_LEXICON: Readonly<Record<string, readonly string[]>> = {
  sports: ["gym members", "memberships", "class attendance", "athletes", "personal trainers"],
  "medical-devices": ["device recalls", "surgeons", "implants", "510k", "field safety notices"],
  biotech: ["assay", "wet lab", "lab notebooks", "specimens", "cell lines", "sequencing runs"],
  pharma: ["clinical trials", "batch records", "drug safety", "pharmacovigilance", "regulatory submissions"],
  hospitality: ["guests", "occupancy", "room nights", "check in", "front desk", "housekeeping", "revpar", "reservations"],
  travel: ["travelers", "travellers", "itineraries", "tour groups", "fare classes"],
  healthcare: ["patients", "appointments", "appointment slot", "clinicians", "no shows", "prior authorization", "readmissions", "nurses", "bedside", "caregivers"],
  financial: ["assets under management", "aum", "trades", "advisors", "fund managers", "investors"],
  "credit-union": ["share drafts", "ncua", "member share accounts"],
  banking: ["loan officers", "deposits", "loan applications", "account holders", "tellers", "mortgage applications"],
  insurance: ["policyholders", "claims adjusters", "underwriting", "premiums", "claims backlog"],
  accounting: ["tax season", "tax returns", "engagement letters", "bookkeeping clients"],
  legal: ["billable hours", "case files", "court deadlines", "paralegals"],
  "real-estate": ["tenants", "vacancies", "leases", "listings", "showings"],
  education: ["students", "enrollment", "enrolment", "faculty", "classrooms", "tuition", "teachers"],
  training: ["learners", "course completions", "certifications", "coaching sessions"],
  research: ["principal investigators", "research grants", "publications", "peer review"],
  nonprofit: ["donors", "donations", "volunteers", "fundraising", "grant reports"],
  government: ["constituents", "citizens", "residents", "permit applications", "public records requests"],
  aerospace: ["airworthiness", "flight hours", "defense contracts", "mro", "aircraft"],
  automotive: ["dealerships", "service bays", "test drives", "vehicle recalls"],
  renewables: ["turbines", "solar panels", "megawatts", "interconnection"],
  "oil-gas": ["wells", "rigs", "drilling", "pipelines", "barrels"],
  energy: ["outages", "ratepayers", "meter reads", "grid"],
  mining: ["ore", "haul trucks", "tailings", "mine sites"],
  chemicals: ["hazardous materials", "reactors", "safety data sheets", "batch yields"],
  agriculture: ["harvest", "crops", "yields", "livestock", "growers"],
  food: ["recipes", "food safety", "spoilage", "menus", "shelf life"],
  "consumer-goods": ["shelf space", "skus", "trade promotion", "retail buyers"],
  fashion: ["seasonal collections", "sell through", "markdowns", "sizing"],
  ecommerce: ["cart abandonment", "carts", "order returns", "shoppers"],
  retail: ["stockouts", "foot traffic", "basket size", "shrink", "store associates"],
  logistics: ["shipments", "freight", "dock", "carriers", "last mile"],
  transportation: ["truck drivers", "delivery routes", "dispatch", "riders", "fleet"],
  construction: ["job site", "subcontractors", "change orders", "punch list", "crews"],
  architecture: ["drawings", "design reviews", "site plans", "renderings"],
  manufacturing: ["downtime", "production line", "scrap rate", "oee", "shop floor"],
  environmental: ["waste streams", "remediation", "landfill", "emissions permits"],
  events: ["attendees", "registrations", "exhibitors", "sponsors", "badges"],
  publishing: ["readers", "editorial calendar", "print runs", "authors"],
  media: ["viewers", "ratings", "box office", "episodes", "streams"],
  marketing: ["ad spend", "creative briefs", "media buys", "retainers"],
  hr: ["candidates", "placements", "requisitions", "time to fill", "recruiters"],
  telecom: ["truck roll", "subscribers", "arpu", "dropped calls", "network outages", "field technicians"],
  cybersecurity: ["breaches", "threat actors", "vulnerabilities", "soc analysts", "ransomware"],
  hardware: ["firmware", "bill of materials", "rmas", "chip shortages"],
  software: ["sprints", "release cycles", "feature requests", "engineering backlog"],
  it: ["help desk tickets", "endpoints", "ticket queue", "service desk"],
  consulting: ["utilization", "bench time", "engagements", "billable utilization"],
};

// Every form of every term ("truck roll", "truck rolls"), looked up by the text's runs of one to four words.
const TERM_FORMS = new Map<string, Array<{ group: string; term: string }>>();
for (const [group, terms] of Object.entries(INDUSTRY_LEXICON)) {
  for (const term of terms) {
    const n = normalizeWords(term).trim();
    for (const form of new Set([n, `${n}s`, `${n}es`])) TERM_FORMS.set(form, [...(TERM_FORMS.get(form) ?? []), { group, term }]);
  }
}
const MAX_TERM_WORDS = 4;

/**
 * The terms of OTHER industry groups a text names, on whole words (own group excluded; `ownGroup` null or
 * "neutral" means every group counts). An empty list is the only acceptable answer for a page.
 */
export function foreignIndustryTerms(text: string, ownGroup: string | null): Array<{ group: string; term: string }> {
  const words = normalizeWords(text).trim().split(" ");
  const found = new Map<string, { group: string; term: string }>();
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let n = 0; n < MAX_TERM_WORDS && i + n < words.length; n++) {
      run = n === 0 ? words[i] : `${run} ${words[i + n]}`;
      for (const hit of TERM_FORMS.get(run) ?? []) if (hit.group !== ownGroup) found.set(`${hit.group}:${hit.term}`, hit);
    }
  }
  return [...found.values()];
}

