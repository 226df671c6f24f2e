// Everything a new user would set up before launching, through the same API the app's screens use.
import type { ApiClient } from "./api-client";
import { navyFramework, tealFramework } from "./frameworks";
import { makePng } from "../../../tests/e2e/settings/make-png";
import { ALL_CONTACTS, FAQS, INDUSTRY_CONTACTS, OFFERINGS, PROOF_POINTS, SAME_INDUSTRY, SAME_INDUSTRY_CONTACTS, SENDER } from "./scenario";

const REP = { name: "Jordan Avery", title: "Senior Account Executive" };

export type Scenario = Awaited<ReturnType<typeof seedScenario>>;

export async function seedScenario(api: ApiClient) {
  await api.ok("POST", "/api/auth/sign-up/email", {
    name: REP.name,
    firstName: REP.name.split(" ")[0],
    lastName: REP.name.split(" ")[1],
    email: `jordan.avery.${Date.now()}@ledgerline.example`,
    password: "Ledgerline-bench-2026!",
  });
  await api.ok("PUT", "/api/account/photo", api.imageForm(makePng(160, 160, [71, 85, 105]), "jordan.png"));
  await api.ok("PATCH", "/api/account/profile", { jobTitle: REP.title, schedulingUrl: "https://cal.example/jordan-avery" });

  const brandLogo = await api.upload("brand-logos", makePng(280, 80, [15, 118, 110]), "ledgerline.png");
  await api.ok("PUT", "/api/brand-profile", {
    ...SENDER,
    logo_url: brandLogo.url,
  });
  for (const story of PROOF_POINTS) await api.ok("POST", "/api/brand-profile/proof-points", story);
  for (const faq of FAQS) await api.ok("POST", "/api/brand-profile/faqs", faq);
  const offerings: Array<{ id: string; name: string }> = [];
  for (const offering of OFFERINGS) offerings.push(await api.ok("POST", "/api/offerings", offering));

  const tealLogo = await api.upload("framework-logos", makePng(280, 80, [15, 118, 110]), "teal.png");
  const navyLogo = await api.upload("framework-logos", makePng(360, 100, [251, 191, 36]), "launch.png");
  const teal = await api.ok<{ id: string }>("POST", "/api/frameworks", tealFramework(tealLogo.path));
  const navy = await api.ok<{ id: string }>("POST", "/api/frameworks", navyFramework(navyLogo.path));

  const toRow = (c: (typeof ALL_CONTACTS)[number]) => ({
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    company: c.company,
    industry: c.industry,
    context: c.context,
    domain: c.domain,
    title: c.title,
  });
  const sameEmails = new Set(ALL_CONTACTS.slice(INDUSTRY_CONTACTS.length).map((c) => c.email));
  const firstHalf = ALL_CONTACTS.slice(0, 12);
  const secondHalf = ALL_CONTACTS.slice(12, INDUSTRY_CONTACTS.length);
  const outbound = await api.ok<{ id: string }>("POST", "/api/campaigns", {
    name: "Q1 AP automation outreach",
    description: "Book a 20-minute walkthrough with finance leaders",
    campaign_type: "sales outreach",
    framework_id: teal.id,
    cta_type: "Book Now",
    cta_url: "https://ledgerline.example/demo",
    expiration_days: 30,
    contacts: [...firstHalf, ...ALL_CONTACTS.filter((c) => sameEmails.has(c.email))].map(toRow),
  });
  const launch = await api.ok<{ id: string }>("POST", "/api/campaigns", {
    name: "Ledgerline 3.0 launch",
    description: "Introduce supplier self-service and instant payment matching",
    campaign_type: "product launch",
    framework_id: navy.id,
    cta_type: "Learn More",
    cta_url: "",
    featured_offering_id: offerings[0].id,
    expiration_days: 30,
    contacts: secondHalf.map(toRow),
  });
  return { campaigns: [outbound, launch], sameIndustry: SAME_INDUSTRY, sameIndustryCount: SAME_INDUSTRY_CONTACTS.length, offerings: OFFERINGS, proofPoints: PROOF_POINTS, faqs: FAQS, rep: REP };
}
