import type { BrandView, ContactView, OfferingView } from "@/server/page-input/generation-input";

/** An accounts-payable SaaS as the sender (issue 10's trial): two offerings, customer stories and FAQ. */
export const AP_OFFERINGS: OfferingView[] = [
  {
    id: "o-ap",
    name: "Invoice Autopilot",
    type: "Product",
    description: "Automates accounts payable: invoice capture, approval routing and supplier payments in one place.",
    price: 1450,
    currency: "USD",
    unitType: "month",
    requiresQuote: false,
    outcomes: ["Invoices approved in 3 days instead of 3 weeks", "No more duplicate payments", "Every approval logged for audit", "Syncs with your ERP and accounting system"],
  },
  {
    id: "o-onboarding",
    name: "Guided Onboarding",
    type: "Service",
    description: "Our team sets up your approval rules, imports your suppliers and trains your AP team.",
    price: null,
    currency: null,
    unitType: null,
    requiresQuote: true,
    outcomes: ["Live within weeks, not months"],
  },
];

export const AP_BRAND: BrandView = {
  companyName: "Ledgerly",
  tagline: "Payables, simplified.",
  mission: "We take the paperwork out of paying suppliers.",
  values: "Clarity, speed, trust",
  industry: "Software",
  idealCustomer: "Mid-size finance teams",
  website: "https://ledgerly.example",
  contactEmail: "hello@ledgerly.example",
  contactPhone: "",
  logoUrl: null,
  socialLinks: {},
  proofPoints: [
    { id: "p-harbor", customer: "Harbor Hotels", industry: "Hospitality", figure: "62%", outcome: "less time spent approving invoices", quote: "Our month-end is calm now.", author: "Lena Ortiz", authorTitle: "Controller" },
    { id: "p-nova", customer: "Nova Labs", industry: "Biotechnology", figure: "4 days", outcome: "to close the month, down from ten", quote: "", author: "", authorTitle: "" },
    { id: "p-steel", customer: "Granite Steel", industry: "Manufacturing", figure: "$240k", outcome: "in early-payment discounts captured in a year", quote: "It paid for itself.", author: "Tom Reyes", authorTitle: "CFO" },
  ],
  faqs: [
    { id: "f-erp", question: "Does it work with our ERP?", answer: "Yes: NetSuite, Sage Intacct, Microsoft Dynamics and QuickBooks out of the box, others through our API." },
    { id: "f-setup", question: "How long does setup take?", answer: "Most teams are live within a few weeks." },
    { id: "f-cost", question: "What does it cost?", answer: "A monthly subscription by invoice volume; no setup fee." },
    { id: "f-security", question: "How is our data protected?", answer: "Encryption in transit and at rest, SSO and role-based permissions." },
  ],
};

/** Six contacts of one industry with different roles and notes: the variety set of issue 10. */
export const SIX_HOTEL_CONTACTS: ContactView[] = [
  { firstName: "Maria", lastName: "Lopez", company: "Orbit Hotels", industry: "Hotels & Hospitality", title: "VP Finance", context: "Met at HITEC last week, asked about month-end" },
  { firstName: "James", lastName: "Okafor", company: "Bayview Resorts", industry: "Hospitality", title: "Director of IT", context: "Referred by Priya Shah from Harbor Hotels" },
  { firstName: "Aiko", lastName: "Tanaka", company: "Sakura Inns", industry: "Hotels", title: "Chief Operating Officer", context: "Just raised a Series C; hiring their first controller next quarter." },
  { firstName: "Luca", lastName: "Bianchi", company: "Amalfi Stays", industry: "Hospitality", title: "CEO", context: "Uses Bill.com today, contract up for renewal in March" },
  { firstName: "Nora", lastName: "Fischer", company: "Alpine Lodges", industry: "Hotels & Resorts", title: "Head of Marketing", context: "Interested in cutting costs across properties" },
  { firstName: "Omar", lastName: "Haddad", company: "Desert Rose Hospitality", industry: "Hospitality", title: "Accounts Payable Manager", context: "" },
];
