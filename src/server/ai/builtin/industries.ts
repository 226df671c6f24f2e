/**
 * Industry groups for the built-in writer. An industry is matched on whole words against each group's synonyms
 * ("Hotels & Hospitality" is hospitality, never "hospital"; "Biotech" and "Fintech" are their own words, never
 * "tech"), first group wins, so specific groups come before broad ones. A group gives only FRAMING words for the
 * prospect (what their organisations and sites are called): the problems on a page come from the sender's offering.
 */
export type IndustryGroup = {
  key: string;
  synonyms: readonly string[];
  /** One organisation of the industry, with its article ("a hotel group"), and the plural ("hotel groups"). */
  orgOne: string;
  orgMany: string;
  /** Where the work happens, after "across": "your properties". */
  across: string;
};

const g = (key: string, orgOne: string, orgMany: string, across: string, synonyms: string[]): IndustryGroup => ({ key, orgOne, orgMany, across, synonyms });

export const INDUSTRY_GROUPS: readonly IndustryGroup[] = [
  g("sports", "a fitness business", "fitness businesses", "your clubs", ["sports", "sport", "fitness", "gym", "health club", "wellness", "athletics", "sports and fitness", "health and fitness", "health and wellness", "leisure centre"]),
  g("medical-devices", "a medical device company", "medical device companies", "your product lines", ["medical devices", "medical device", "medtech", "medical technology", "medical equipment", "diagnostics"]),
  g("biotech", "a life sciences company", "life sciences companies", "your labs", ["biotechnology", "biotech", "life sciences", "life science", "biopharma", "genomics", "biosciences"]),
  g("pharma", "a pharmaceutical company", "pharmaceutical companies", "your sites", ["pharmaceuticals", "pharmaceutical", "pharma", "drug development"]),
  g("hospitality", "a hospitality group", "hospitality groups", "your properties", ["hospitality", "hotel", "hotels and hospitality", "resort", "lodging", "restaurant", "casino", "hotels and resorts", "leisure"]),
  g("travel", "a travel company", "travel companies", "your offices", ["travel", "tourism", "travel and tourism", "tour operator", "travel agency", "cruise", "cruise line"]),
  g("healthcare", "a healthcare provider", "healthcare providers", "your facilities", ["healthcare", "health care", "health", "hospital", "clinic", "medical", "health system", "healthtech", "health tech", "digital health", "dental", "hospital and health care", "senior care", "home health"]),
  g("financial", "a financial services firm", "financial services firms", "your business lines", ["financial services", "finance", "fintech", "wealth management", "asset management", "investment", "investments", "payments", "capital markets", "private equity", "venture capital", "regtech", "brokerage", "financial"]),
  // A credit union is a member-owned cooperative, never "a bank": its own group, before banking.
  g("credit-union", "a credit union", "credit unions", "your branches", ["credit union", "credit unions", "federal credit union", "cooperative credit", "credit co op", "credit cooperative", "fcu"]),
  g("banking", "a bank", "banks", "your branches", ["banking", "bank", "community bank", "lending", "mortgage", "mortgages"]),
  g("insurance", "an insurance company", "insurance companies", "your business lines", ["insurance", "insurtech", "insurer", "reinsurance", "insurance broker", "insurance brokerage"]),
  g("accounting", "an accounting firm", "accounting firms", "your firm", ["accounting", "accountancy", "accountants", "cpa", "bookkeeping", "tax advisory", "audit and tax"]),
  g("legal", "a law firm", "law firms", "your practice groups", ["legal", "legal services", "law", "law firm", "attorneys", "lawyers", "legaltech", "legal tech"]),
  g("real-estate", "a real estate company", "real estate companies", "your portfolio", ["real estate", "property management", "proptech", "commercial real estate", "cre", "reit", "realty", "property", "properties"]),
  g("education", "an education provider", "education providers", "your campuses", ["education", "edtech", "ed tech", "higher education", "higher ed", "university", "universities", "college", "school", "k 12", "k12", "e learning", "elearning", "online learning", "education technology"]),
  g("training", "a training provider", "training providers", "your programs", ["professional training", "training", "coaching", "professional training and coaching", "corporate training", "learning and development", "l and d"]),
  g("research", "a research organisation", "research organisations", "your institutes", ["research", "r and d", "research institute", "research and development", "laboratory"]),
  g("nonprofit", "a nonprofit", "nonprofits", "your programs", ["nonprofit", "non profit", "not for profit", "charity", "charities", "ngo", "foundation", "philanthropy"]),
  g("government", "a public agency", "public agencies", "your departments", ["government", "public sector", "federal", "municipal", "local government", "city", "county", "public administration", "govtech", "state government", "defence agency"]),
  g("aerospace", "an aerospace company", "aerospace companies", "your programs", ["aerospace", "defense", "defence", "aerospace and defense", "aviation", "space"]),
  g("automotive", "an automotive company", "automotive companies", "your locations", ["automotive", "auto", "automobile", "car", "dealership", "dealer", "vehicles", "motor", "ev"]),
  g("renewables", "a renewable energy company", "renewable energy companies", "your projects", ["renewable energy", "renewables", "renewable", "solar", "wind", "cleantech", "clean tech", "clean energy", "climate tech", "climatetech"]),
  g("oil-gas", "an oil and gas company", "oil and gas companies", "your operations", ["oil", "gas", "oil and gas", "upstream", "midstream", "downstream", "petroleum", "lng"]),
  g("energy", "an energy company", "energy companies", "your service areas", ["energy", "utilities", "utility", "power", "electricity", "energy and utilities", "water"]),
  g("mining", "a mining company", "mining companies", "your sites", ["mining", "metals", "mining and metals", "steel", "aluminum", "aluminium", "minerals"]),
  g("chemicals", "a chemicals company", "chemicals companies", "your plants", ["chemicals", "chemical", "specialty chemicals", "petrochemicals", "plastics"]),
  g("agriculture", "an agribusiness", "agribusinesses", "your operations", ["agriculture", "agribusiness", "farming", "farm", "agtech", "agritech", "forestry", "fisheries"]),
  g("food", "a food and beverage company", "food and beverage companies", "your sites", ["food", "beverage", "beverages", "food and beverage", "f and b", "brewery", "winery", "bakery", "distillery"]),
  g("consumer-goods", "a consumer goods company", "consumer goods companies", "your brands", ["consumer goods", "cpg", "fmcg", "consumer products", "household products", "cosmetics", "beauty", "personal care", "consumer packaged goods"]),
  g("fashion", "a fashion brand", "fashion brands", "your brands", ["fashion", "apparel", "fashion and apparel", "clothing", "footwear", "luxury", "textiles"]),
  g("ecommerce", "an online retailer", "online retailers", "your storefronts", ["e commerce", "ecommerce", "online retail", "dtc", "d2c", "direct to consumer", "marketplace", "online store"]),
  g("retail", "a retailer", "retailers", "your stores", ["retail", "retailer", "grocery", "supermarket", "convenience", "department store"]),
  g("logistics", "a logistics company", "logistics companies", "your network", ["logistics", "supply chain", "logistics and supply chain", "freight", "shipping", "warehousing", "3pl", "distribution", "courier", "fulfillment", "fulfilment"]),
  g("transportation", "a transportation company", "transportation companies", "your operations", ["transportation", "transport", "trucking", "fleet", "rail", "airline", "public transit", "transit", "mobility"]),
  g("construction", "a construction company", "construction companies", "your projects", ["construction", "civil engineering", "engineering and construction", "contractor", "building", "homebuilding", "homebuilder", "general contractor"]),
  g("architecture", "an architecture practice", "architecture practices", "your studios", ["architecture", "architecture and planning", "planning", "urban planning", "interior design", "architects", "landscape architecture"]),
  g("manufacturing", "a manufacturer", "manufacturers", "your plants", ["manufacturing", "manufacturer", "industrial", "factory", "factories", "machinery", "industrial automation", "industrial manufacturing"]),
  g("environmental", "an environmental services company", "environmental services companies", "your sites", ["environmental services", "environmental", "waste management", "recycling", "remediation", "waste"]),
  g("events", "an events company", "events companies", "your events", ["events", "event", "conferences", "events and conferences", "event management", "trade shows", "exhibitions", "meetings and events"]),
  g("publishing", "a publisher", "publishers", "your imprints", ["publishing", "publisher", "books", "magazines", "newspapers", "news", "news media"]),
  g("media", "a media company", "media companies", "your studios", ["entertainment", "media", "entertainment and media", "film", "television", "tv", "music", "streaming", "gaming", "games", "broadcasting", "video games"]),
  g("marketing", "an agency", "agencies", "your offices", ["advertising", "marketing", "advertising and marketing", "agency", "public relations", "pr", "martech", "adtech", "digital marketing", "creative agency", "marketing agency"]),
  g("hr", "a staffing firm", "staffing firms", "your offices", ["human resources", "hr", "staffing", "recruiting", "recruitment", "human resources and staffing", "talent", "hr tech", "hrtech", "peo", "workforce solutions"]),
  g("telecom", "a telecom provider", "telecom providers", "your network", ["telecommunications", "telecom", "telco", "telecoms", "wireless", "broadband", "isp", "mobile network", "cable", "fiber", "fibre", "telecommunication"]),
  g("cybersecurity", "a security company", "security companies", "your offices", ["cybersecurity", "cyber security", "information security", "infosec", "security software", "security"]),
  g("hardware", "a hardware company", "hardware companies", "your product lines", ["computer hardware", "hardware", "electronics", "semiconductors", "semiconductor", "consumer electronics"]),
  g("software", "a software company", "software companies", "your teams and offices", ["software", "saas", "computer software", "cloud software", "b2b software", "software as a service", "enterprise software", "apps"]),
  g("it", "an IT services company", "IT services companies", "your offices", ["information technology", "it", "it services", "managed services", "msp", "technology services", "tech", "technology", "cloud", "data center", "data centers", "it consulting"]),
  g("consulting", "a consultancy", "consultancies", "your practices", ["consulting", "consultancy", "advisory", "management consulting", "professional services", "consultants"]),
];

/** The neutral framing for an industry nobody recognises (or none given): true of a company, a school or an agency. */
export const NEUTRAL_INDUSTRY: IndustryGroup = { key: "neutral", synonyms: [], orgOne: "an organisation like yours", orgMany: "organisations like yours", across: "your teams" };

/** "Hotels & Hospitality" → " hotels and hospitality ": lower case, & as "and", punctuation and hyphens as spaces. */
export const normalizeWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

// Each synonym also matches its plural ("hotels", "banks", "clinics", "agencies").
const plurals = (word: string) => [word, `${word}s`, `${word}es`, word.endsWith("y") ? `${word.slice(0, -1)}ies` : word];

const MATCHERS = INDUSTRY_GROUPS.map((group) => ({
  group,
  phrases: group.synonyms.flatMap((s) => {
    const words = normalizeWords(s).trim().split(" ");
    const last = words.pop()!;
    return plurals(last).map((p) => ` ${[...words, p].join(" ")} `);
  }),
}));

/** The group an industry belongs to, matched on whole words; null when none matches. */
export function matchIndustryGroup(industry: string | undefined): IndustryGroup | null {
  const text = normalizeWords(industry ?? "");
  if (!text.trim()) return null;
  return MATCHERS.find(({ phrases }) => phrases.some((p) => text.includes(p)))?.group ?? null;
}

/**
 * Words in an organisation's own name that say what it is, whatever industry the rep typed: "Summit Peak Credit
 * Union" filed under "Banking" is a credit union; "St. Mary's Hospital" under "Non-profit" a healthcare provider.
 * Only words no other kind of organisation carries in its name ("Bank" does: Bank Street Software).
 */
const NAME_KINDS: Array<[RegExp, string]> = [
  [/\b(credit union|federal credit union|fcu)\b/i, "credit-union"],
  [/\b(insurance|assurance|insurer)\b/i, "insurance"],
  [/\b(hospital|hospitals|clinic|clinics|health system|medical center|medical centre)\b/i, "healthcare"],
  [/\b(university|college|school district|public schools|community college)\b/i, "education"],
  [/^(city|county|state|town|village|borough|department|ministry) of\b|\b(county|municipality|city council|state agency)$/i, "government"],
];

/** The framing for a prospect: their organisation's own name first (see above), then the industry the rep typed. */
export function industryGroupFor(industry: string | undefined, company?: string | null): IndustryGroup {
  const byName = NAME_KINDS.find(([pattern]) => pattern.test(company ?? ""))?.[1];
  const named = byName ? INDUSTRY_GROUPS.find((g) => g.key === byName) : undefined;
  return named ?? matchIndustryGroup(industry) ?? NEUTRAL_INDUSTRY;
}
