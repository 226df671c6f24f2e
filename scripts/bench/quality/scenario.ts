// The campaign the microsite-quality bench launches: an accounts-payable SaaS sending to 24 prospects in 24
// industries, plus 6 prospects of one industry with different roles and notes (issue 10's judging set).

export const SENDER = {
  company_name: "Ledgerline",
  tagline: "Accounts payable on autopilot.",
  mission: "We help finance teams pay suppliers on time, every time, without the paper chase.",
  vision: "Every invoice approved in a day.",
  website: "https://ledgerline.example",
  industry: "Financial software",
  values: "Accuracy, Speed, Transparency",
  ideal_customer: "Mid-market finance teams processing 1,000 to 50,000 supplier invoices a month",
  contact_email: "hello@ledgerline.example",
  contact_phone: "+1 415 555 0134",
  social_links: { linkedin: "https://www.linkedin.com/company/ledgerline", twitter: "https://x.com/ledgerline" },
};

export const OFFERINGS = [
  {
    name: "Ledgerline AP Automation",
    type: "Product",
    description: "Captures supplier invoices from email and EDI, matches them to purchase orders and receipts, routes exceptions to the right approver and schedules payments.",
    price: 1450,
    currency: "USD",
    unit_type: "month",
    requires_quote: false,
    outcomes: ["Invoices approved in 2 days instead of 9", "Duplicate payments caught before they go out", "Month-end close without an invoice backlog"],
  },
  {
    name: "Ledgerline Onboarding",
    type: "Service",
    description: "A four-week rollout: supplier data migration, approval rules, ERP connection and team training.",
    price: null,
    currency: null,
    unit_type: null,
    requires_quote: true,
    outcomes: ["Live in four weeks", "Every approval rule mapped before go-live"],
  },
];

export const PROOF_POINTS = [
  { customer: "Harbor Point Hotels", industry: "Hospitality", figure: "62%", outcome: "less time spent approving supplier invoices", quote: "Our property controllers stopped chasing paper.", author: "Maya Chen", author_title: "VP Finance" },
  { customer: "Northfield Manufacturing", industry: "Manufacturing", figure: "$410,000", outcome: "in duplicate payments stopped in the first year", quote: "", author: "", author_title: "" },
  { customer: "Clearwater Health", industry: "Healthcare", figure: "3 days", outcome: "faster month-end close", quote: "Close went from a scramble to a checklist.", author: "Daniel Ortiz", author_title: "Controller" },
];

export const FAQS = [
  { question: "Which ERPs does Ledgerline connect to?", answer: "NetSuite, Microsoft Dynamics 365, Sage Intacct, QuickBooks Online and SAP Business One, with a CSV bridge for the rest." },
  { question: "How long does a rollout take?", answer: "Most teams are live in four weeks, including supplier data migration and approval rules." },
  { question: "Is our data secure?", answer: "Ledgerline is SOC 2 Type II audited, encrypts data at rest and in transit, and supports single sign-on." },
];

export const PROHIBITED_TERMS = ["guarantee", "guaranteed", "revolutionary", "best-in-class"];
export const DISCLAIMER = "Ledgerline Inc. is not a bank. Payment services are provided by our licensed partners. Results vary by organization.";
export const MANDATORY_ELEMENTS = ["SOC 2 Type II audited", "Prices exclude applicable taxes"];

/** 24 industries, one prospect each, as a rep's CRM export has them (the import requires a context note on every row). */
export const INDUSTRY_CONTACTS: Array<{ first_name: string; last_name: string; company: string; industry: string; title: string; context: string }> = [
  { first_name: "Amelia", last_name: "Brooks", company: "Harborview Hotels", industry: "Hotels & Hospitality", title: "VP Finance", context: "Downloaded the AP benchmark report last month" },
  { first_name: "Ravi", last_name: "Menon", company: "Celltrion Bio", industry: "Biotechnology", title: "Director of IT", context: "Evaluating vendors for a Q3 rollout" },
  { first_name: "Lena", last_name: "Fischer", company: "Brightpath Learning", industry: "EdTech", title: "Controller", context: "Met at SaaStr Annual" },
  { first_name: "Marcus", last_name: "Lee", company: "Paycrest", industry: "Fintech", title: "CFO", context: "Opened the last three emails, no reply yet" },
  { first_name: "Sofia", last_name: "Alvarez", company: "St. Anne's Medical Center", industry: "Healthcare", title: "AP Manager", context: "Referred by Daniel Ortiz" },
  { first_name: "Tom", last_name: "Walsh", company: "Ironclad Fabrication", industry: "Manufacturing", title: "Plant Controller", context: "Finance team of 12, still on paper approvals" },
  { first_name: "Priya", last_name: "Raman", company: "Lumen Telecom", industry: "Telecommunications", title: "VP Finance", context: "Just raised a Series C; hiring their first controller next quarter." },
  { first_name: "Jonas", last_name: "Berg", company: "Nordic Freight", industry: "Logistics & Supply Chain", title: "Head of Operations", context: "Interested in faster month-end close" },
  { first_name: "Grace", last_name: "Kim", company: "Maple & Main", industry: "Retail", title: "Finance Director", context: "Currently using Bill.com" },
  { first_name: "Omar", last_name: "Haddad", company: "Sterling Builders", industry: "Construction", title: "CFO", context: "Complained about late-payment fees on LinkedIn" },
  { first_name: "Hannah", last_name: "Novak", company: "Keystone Credit Union", industry: "Credit Union", title: "Chief Financial Officer", context: "Budget cycle starts in September" },
  { first_name: "Diego", last_name: "Santos", company: "Verdant Energy", industry: "Renewable Energy", title: "Accounts Payable Lead", context: "Trial user since May" },
  { first_name: "Chloe", last_name: "Martin", company: "Atlas Insurance Group", industry: "Insurance", title: "VP Operations", context: "Moving to NetSuite next year" },
  { first_name: "Ethan", last_name: "Price", company: "Pinecrest School District", industry: "Education", title: "Business Manager", context: "Wants fewer manual approvals" },
  { first_name: "Mei", last_name: "Tanaka", company: "Kestrel Pharma", industry: "Pharmaceuticals", title: "Senior Accountant", context: "Head office handles AP for 40 sites" },
  { first_name: "Lucas", last_name: "Moreau", company: "Orbit Media", industry: "Entertainment & Media", title: "CEO", context: "Renewal of their current AP tool is due in March" },
  { first_name: "Aisha", last_name: "Bello", company: "Greenleaf Foods", industry: "Food & Beverage", title: "Controller", context: "Asked for pricing at the webinar" },
  { first_name: "Noah", last_name: "Fischer", company: "Summit Legal LLP", industry: "Legal Services", title: "Director of Finance", context: "Attended our AP automation webinar" },
  { first_name: "Isabella", last_name: "Rossi", company: "Crescent Realty", industry: "Real Estate", title: "Property Accounting Manager", context: "Needs SOC 2 documentation before any pilot" },
  { first_name: "Kenji", last_name: "Watanabe", company: "Vector Motors", industry: "Automotive", title: "CIO", context: "Expanding into three new regions" },
  { first_name: "Fatima", last_name: "Zahra", company: "Hope Alliance", industry: "Nonprofit", title: "Finance Manager", context: "Growing fast, AP headcount flat" },
  { first_name: "Ben", last_name: "Carter", company: "cloudnine", industry: "SaaS", title: "VP Sales", context: "Met at Dreamforce" },
  { first_name: "Elena", last_name: "Petrova", company: "TransAlp Airlines", industry: "Travel & Tourism", title: "Head of Procurement", context: "Liked our post about duplicate payments" },
  { first_name: "Samuel", last_name: "Okafor", company: "Redrock Mining", industry: "Mining & Metals", title: "", context: "Spoke briefly at the CFO roundtable" },
];

/** Six prospects of one industry, different roles and notes: the variety set. */
export const SAME_INDUSTRY = "Hospitality";
export const SAME_INDUSTRY_CONTACTS = [
  { first_name: "Olivia", last_name: "Grant", company: "Seaside Resorts", title: "VP Finance", context: "Referred by Maya Chen" },
  { first_name: "Henry", last_name: "Adams", company: "Alpine Lodges", title: "Director of Operations", context: "Met at HITEC 2026" },
  { first_name: "Zara", last_name: "Patel", company: "Urban Stay Group", title: "CIO", context: "Just closed a $40M Series B" },
  { first_name: "Leo", last_name: "Dubois", company: "Riviera Hospitality", title: "CEO", context: "Uses Coupa today; contract renews in Q2" },
  { first_name: "Nina", last_name: "Kowalski", company: "Lakeside Inns", title: "Accounts Payable Manager", context: "Asked about multi-property approvals on the call last week" },
  { first_name: "Arjun", last_name: "Shah", company: "Crown Boutique Hotels", title: "Controller", context: "Visited the pricing page twice this week" },
].map((c) => ({ ...c, industry: SAME_INDUSTRY }));

export const ALL_CONTACTS = [...INDUSTRY_CONTACTS, ...SAME_INDUSTRY_CONTACTS].map((c, i) => ({
  ...c,
  email: `${c.first_name}.${c.last_name}.${i}@${c.company.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`.toLowerCase(),
  domain: `${c.company.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`,
}));
