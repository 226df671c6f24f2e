/**
 * What the built-in writer knows about an industry: the pressures people there talk about, the outcomes
 * they are measured on, and who their peers are. Matched by keyword on the contact's free-text industry.
 */
export type IndustryProfile = {
  key: string;
  match: RegExp;
  peers: string;
  pains: string[];
  outcomes: string[];
  metrics: string[];
  moment: string;
};

export const INDUSTRY_PROFILES: IndustryProfile[] = [
  {
    key: "software",
    match: /saas|software|tech|it services|cloud|developer|cyber|security|data|ai\b/i,
    peers: "product and revenue teams at software companies",
    pains: ["long sales cycles that stall in security review", "churn that shows up only at renewal time", "a tool stack nobody fully owns", "onboarding that depends on a few heroic people"],
    outcomes: ["shorten the path from trial to signed contract", "keep net revenue retention climbing", "ship without adding headcount", "give every customer a guided first week"],
    metrics: ["time to value", "net revenue retention", "trial-to-paid conversion", "expansion revenue"],
    moment: "with release cycles getting shorter every quarter",
  },
  {
    key: "healthcare",
    match: /health|medical|clinic|hospital|pharma|biotech|care|dental|life science/i,
    peers: "clinical and operations leaders",
    pains: ["administrative work that eats into patient time", "scheduling gaps that leave rooms empty", "compliance checks done by hand", "patient communication spread across too many channels"],
    outcomes: ["give clinicians hours back every week", "keep every appointment slot filled", "stay audit-ready without extra paperwork", "reach patients on the channel they actually answer"],
    metrics: ["patient wait times", "no-show rate", "time spent on documentation", "patient satisfaction scores"],
    moment: "while patient expectations keep rising",
  },
  {
    key: "finance",
    match: /financ|bank|fintech|invest|accounting|capital|wealth|lending|payments/i,
    peers: "finance and risk teams",
    pains: ["month-end close that still runs on spreadsheets", "manual reconciliation across systems", "reporting requests that arrive faster than answers", "risk reviews that slow every new deal"],
    outcomes: ["close the books days sooner", "reconcile automatically and trust the numbers", "answer board questions in minutes, not weeks", "approve good business faster with clear controls"],
    metrics: ["days to close", "reconciliation exceptions", "cost per transaction", "forecast accuracy"],
    moment: "with rates and regulations both on the move",
  },
  {
    key: "insurance",
    match: /insur|underwrit|claims|actuar/i,
    peers: "underwriting and claims teams",
    pains: ["claims queues that grow every storm season", "quotes that take days to turn around", "policyholder questions answered by email ping-pong"],
    outcomes: ["settle straightforward claims in a day", "quote faster than the competition", "keep policyholders informed without extra calls"],
    metrics: ["claims cycle time", "quote turnaround", "loss ratio", "renewal rate"],
    moment: "as customers compare providers in a few clicks",
  },
  {
    key: "retail",
    match: /retail|e-?commerce|shop|store|consumer|fashion|apparel|cpg|d2c|dtc/i,
    peers: "merchandising and e-commerce teams",
    pains: ["cart abandonment that never gets followed up", "stock-outs on the items that sell best", "campaigns that treat every shopper the same", "returns that quietly erase margin"],
    outcomes: ["win back shoppers who left at checkout", "keep best-sellers in stock through peak season", "make every shopper feel the store was built for them", "protect margin on every order"],
    metrics: ["conversion rate", "average order value", "repeat purchase rate", "sell-through"],
    moment: "ahead of the next peak season",
  },
  {
    key: "manufacturing",
    match: /manufactur|industrial|factory|automotive|aerospace|chemical|machinery|plant/i,
    peers: "plant and operations managers",
    pains: ["unplanned downtime on critical lines", "quality issues found too late in the process", "supplier delays that ripple through the schedule", "tribal knowledge that retires with your best people"],
    outcomes: ["keep lines running with fewer surprises", "catch quality issues at the station, not the customer", "see supplier risk weeks earlier", "turn expert know-how into repeatable standard work"],
    metrics: ["overall equipment effectiveness", "scrap rate", "on-time delivery", "mean time to repair"],
    moment: "while supply chains stay unpredictable",
  },
  {
    key: "logistics",
    match: /logistic|shipping|freight|transport|supply chain|warehouse|fleet|delivery/i,
    peers: "logistics and fulfilment teams",
    pains: ["shipments that go dark between handoffs", "warehouse capacity planned by gut feeling", "customers calling to ask where their order is"],
    outcomes: ["track every shipment end to end", "plan capacity before the rush, not during it", "tell customers about delays before they ask"],
    metrics: ["on-time in-full rate", "cost per shipment", "dock-to-stock time", "order accuracy"],
    moment: "as delivery promises get tighter",
  },
  {
    key: "education",
    match: /educat|school|university|college|learning|edtech|training|academ/i,
    peers: "educators and program leaders",
    pains: ["enrolment funnels that leak between inquiry and application", "staff stretched across too many tools", "students who disengage before anyone notices"],
    outcomes: ["turn more inquiries into enrolled students", "give staff one place to work from", "spot disengaged learners while there is still time to help"],
    metrics: ["enrolment yield", "course completion", "student retention", "staff hours per student"],
    moment: "before the next intake opens",
  },
  {
    key: "real estate",
    match: /real estate|property|realty|construction|architect|housing|proptech|building/i,
    peers: "property and project teams",
    pains: ["leads that go cold between viewings", "project updates chased by phone", "paperwork that slows every closing"],
    outcomes: ["follow up with every lead the same day", "keep every stakeholder on the same page", "close with fewer back-and-forth emails"],
    metrics: ["days on market", "lead response time", "project margin", "occupancy rate"],
    moment: "in a market that rewards whoever moves first",
  },
  {
    key: "hospitality",
    match: /hospitality|hotel|travel|restaurant|tourism|food|beverage|events?\b|leisure/i,
    peers: "hospitality and guest experience teams",
    pains: ["bookings lost to third-party sites and their fees", "guest feedback that arrives after checkout", "seasonal staffing that never quite fits demand"],
    outcomes: ["win more direct bookings", "fix a guest's problem while they are still on site", "staff each shift for the demand you actually have"],
    metrics: ["direct booking share", "revenue per available room", "guest review scores", "repeat visits"],
    moment: "ahead of the busy season",
  },
  {
    key: "marketing",
    match: /marketing|agency|advertis|media|creative|pr\b|publishing|brand/i,
    peers: "marketing and agency teams",
    pains: ["campaign reporting stitched together every Monday", "creative that takes weeks to personalize", "budgets questioned because attribution is fuzzy"],
    outcomes: ["report on every campaign without the Monday scramble", "personalize at scale without a bigger studio", "show exactly which work drives pipeline"],
    metrics: ["cost per qualified lead", "pipeline sourced", "campaign turnaround time", "client retention"],
    moment: "while every channel gets more crowded",
  },
  {
    key: "legal",
    match: /legal|law|attorney|compliance|notary/i,
    peers: "legal and compliance teams",
    pains: ["contract reviews that bottleneck every deal", "billable hours lost to admin", "deadlines tracked in personal calendars"],
    outcomes: ["turn routine contracts around in hours", "spend more of the week on billable work", "never miss a filing deadline again"],
    metrics: ["contract turnaround", "realization rate", "matter cycle time"],
    moment: "as clients expect faster answers",
  },
  {
    key: "energy",
    match: /energy|utilit|solar|oil|gas|renewable|power|climate|sustainab/i,
    peers: "energy and sustainability teams",
    pains: ["asset data spread across field reports and spreadsheets", "maintenance scheduled by calendar instead of condition", "sustainability reporting assembled by hand"],
    outcomes: ["see every asset's health in one view", "maintain equipment before it fails", "report emissions with numbers you can defend"],
    metrics: ["asset uptime", "maintenance cost per asset", "emissions intensity"],
    moment: "as reporting requirements tighten",
  },
  {
    key: "nonprofit",
    match: /non-?profit|charity|foundation|ngo|philanthrop/i,
    peers: "nonprofit and development teams",
    pains: ["donor follow-up that slips when the team is busy", "impact stories that never reach supporters", "grant reporting that takes weeks"],
    outcomes: ["thank every donor personally and promptly", "show supporters the difference they make", "report to funders in days, not weeks"],
    metrics: ["donor retention", "cost per dollar raised", "recurring gift share"],
    moment: "ahead of the next giving season",
  },
  {
    key: "telecom",
    match: /telecom|telco|network|isp|wireless|broadband/i,
    peers: "network and customer operations teams",
    pains: ["customers who churn after one bad support call", "field visits that could have been fixed remotely", "offers that never reach the right subscriber"],
    outcomes: ["resolve issues on the first contact", "fix more problems without a truck roll", "put the right offer in front of each subscriber"],
    metrics: ["churn rate", "first-contact resolution", "average revenue per user"],
    moment: "as switching providers gets easier every year",
  },
];

/** For an industry we have no profile for, build one around the industry's own name. */
export function genericProfile(industry: string): IndustryProfile {
  const label = industry.trim().toLowerCase() || "your industry";
  return {
    key: "general",
    match: /$^/,
    peers: industry.trim() ? `teams in ${label}` : "growing teams",
    pains: ["work that still depends on manual follow-up", "information scattered across too many tools", "growth that outpaces the processes behind it"],
    outcomes: ["spend less time on busywork and more on customers", "give everyone one source of truth", "scale without losing the personal touch"],
    metrics: ["response time", "customer satisfaction", "revenue per employee"],
    moment: "as expectations keep rising",
  };
}

export function profileFor(industry: string | undefined): IndustryProfile {
  const text = industry ?? "";
  return INDUSTRY_PROFILES.find((p) => p.match.test(text)) ?? genericProfile(text);
}
