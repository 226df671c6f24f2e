// The bench's own judge of "copy about the wrong industry": words that name one industry's daily problems. It is
// kept apart from the writer's tables on purpose, so the writer cannot pass by agreeing with itself.

const LEXICON: Record<string, string[]> = {
  healthcare: ["patient", "patients", "appointment", "appointments", "clinician", "clinicians", "ehr", "bedside", "no-shows", "care team", "care teams", "prior authorization"],
  hospitality: ["guest", "guests", "occupancy", "front desk", "check-in", "check-ins", "room nights", "housekeeping", "revpar", "bookings", "vacancy"],
  telecom: ["truck roll", "truck rolls", "subscriber", "subscribers", "network outage", "network outages", "cell sites"],
  manufacturing: ["shop floor", "downtime", "production line", "production lines", "oee", "scrap rate", "work orders"],
  retail: ["shopper", "shoppers", "stockout", "stockouts", "foot traffic", "basket size", "store associates"],
  education: ["student", "students", "enrollment", "faculty", "classroom", "classrooms", "teachers", "tuition"],
  logistics: ["shipment", "shipments", "freight", "on-time delivery", "carrier invoices"],
  banking: ["loan", "loans", "deposits", "underwriting", "kyc", "chargebacks", "members' deposits"],
  saas: ["arr", "trial conversion", "product-led", "seat licenses"],
  construction: ["job site", "job sites", "subcontractor", "subcontractors", "change orders", "punch list"],
  insurance: ["policyholder", "policyholders", "premiums", "claims adjusters"],
  legal: ["billable hours", "caseload", "paralegals", "client matters"],
  realestate: ["tenant", "tenants", "leases", "listings", "vacancy", "vacancies"],
  energy: ["megawatt", "megawatts", "ratepayers", "turbines", "power grid"],
  pharma: ["clinical trial", "clinical trials", "batch records", "fda submission", "lab results"],
  media: ["ad inventory", "viewership", "viewers", "box office"],
  food: ["table turns", "spoilage", "recipes", "menu costs"],
  nonprofit: ["donor", "donors", "volunteer", "volunteers", "fundraising"],
  automotive: ["dealership", "dealerships", "dealers", "vehicles"],
  travel: ["passenger", "passengers", "flights", "load factor", "bookings"],
  mining: ["ore grade", "mine site", "mine sites", "haul trucks"],
};

// Whole words of a contact's industry -> its group (first match wins); unknown industries have none.
const GROUPS: Array<[string, RegExp]> = [
  ["hospitality", /\b(hospitality|hotels?|resorts?|lodging)\b/i],
  ["pharma", /\b(biotech(nology)?|pharma(ceuticals?)?|life sciences)\b/i],
  ["healthcare", /\b(healthcare|health care|hospitals?|medical|clinics?)\b/i],
  ["telecom", /\b(telecom(munications)?|wireless)\b/i],
  ["manufacturing", /\b(manufacturing|fabrication|industrial)\b/i],
  ["retail", /\b(retail|e-commerce|ecommerce)\b/i],
  ["education", /\b(education|edtech|schools?|universit(y|ies))\b/i],
  ["logistics", /\b(logistics|supply chain|freight|transportation)\b/i],
  ["banking", /\b(banking|banks?|credit unions?|fintech|financial services)\b/i],
  ["saas", /\b(saas|software)\b/i],
  ["construction", /\b(construction|builders?)\b/i],
  ["insurance", /\b(insurance)\b/i],
  ["legal", /\b(legal|law)\b/i],
  ["realestate", /\b(real estate|property|realty)\b/i],
  ["energy", /\b(energy|utilities|renewable)\b/i],
  ["media", /\b(media|entertainment|publishing)\b/i],
  ["food", /\b(food|beverage|restaurants?)\b/i],
  ["nonprofit", /\b(nonprofit|non-profit|charity)\b/i],
  ["automotive", /\b(automotive)\b/i],
  ["travel", /\b(travel|tourism|airlines?)\b/i],
  ["mining", /\b(mining|metals)\b/i],
];

export const industryGroup = (industry: string): string | null => GROUPS.find(([, re]) => re.test(industry))?.[0] ?? null;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of other industries' problems found in `text` written for a prospect of `industry`. */
export function foreignIndustryWords(text: string, industry: string): string[] {
  const own = industryGroup(industry);
  const ownWords = new Set(own ? LEXICON[own] : []);
  const found: string[] = [];
  for (const [group, words] of Object.entries(LEXICON)) {
    if (group === own) continue;
    for (const word of words) {
      if (ownWords.has(word)) continue;
      if (new RegExp(`(?<![\\w-])${escape(word)}(?![\\w-])`, "i").test(text)) found.push(`${word} (${group})`);
    }
  }
  return found;
}
