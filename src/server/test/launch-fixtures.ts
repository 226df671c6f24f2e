import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { brandProfiles, campaignContacts, campaigns, contacts, microsites, productOfferings, templateFrameworks } from "../db/schema";
import { personalWorkspaceId } from "../db/membership";
import { sampleFrameworkDocument } from "../render/sample-content";

const INDUSTRIES = ["Healthcare", "Manufacturing", "SaaS", "Retail", "Financial services", "Education", "Logistics", "Hospitality"];

export type SeedOptions = {
  contacts?: number;
  campaign?: Partial<typeof campaigns.$inferInsert>;
  contactOverrides?: (index: number) => Partial<typeof contacts.$inferInsert>;
  brand?: boolean;
};

/** A framework, a campaign and `contacts` linked contacts owned by `userId`, written straight to the database. */
export async function seedCampaign(db: Database, userId: string, options: SeedOptions = {}) {
  const { contacts: count = 5 } = options;
  const [framework] = await db
    .insert(templateFrameworks)
    .values({ workspaceId: personalWorkspaceId(userId),
      userId,
      name: sampleFrameworkDocument.name,
      description: sampleFrameworkDocument.description,
      brandGuidelines: sampleFrameworkDocument.brandGuidelines,
      layoutParameters: sampleFrameworkDocument.layoutParameters,
      contentConstraints: sampleFrameworkDocument.contentConstraints,
      flexibilityBoundaries: sampleFrameworkDocument.flexibilityBoundaries,
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ workspaceId: personalWorkspaceId(userId), userId, name: "Q3 outreach", campaignType: "sales outreach", frameworkId: framework.id, ctaType: "Book Now", ctaUrl: "https://northwind.example/demo", ...options.campaign })
    .returning();
  if (options.brand) {
    const [brand] = await db
      .insert(brandProfiles)
      .values({ workspaceId: personalWorkspaceId(userId), userId, companyName: "Northwind", tagline: "Work, simplified.", mission: "We make operations effortless", vision: "v", industry: "Software", website: "https://northwind.example", contactEmail: "hello@northwind.example", contactPhone: "+1 555 0100", socialLinks: { linkedin: "https://linkedin.com/company/northwind" } })
      .onConflictDoNothing()
      .returning();
    if (brand) await db.insert(productOfferings).values({ brandId: brand.id, name: "Growth Plan", type: "Service", description: "Hands-on onboarding.", price: 1200, currency: "EUR", unitType: "month" });
  }
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    workspaceId: personalWorkspaceId(userId),
    email: `contact${i}-${campaign.id.slice(0, 8)}@example.com`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    company: `Company ${i}`,
    industry: INDUSTRIES[i % INDUSTRIES.length],
    context: i % 3 === 0 ? "Met at the spring trade show" : "",
    domain: `company${i}.example`,
    ...options.contactOverrides?.(i),
  }));
  // In chunks: one statement with 40,000 rows would carry more parameters than a query may have.
  const inserted: Array<typeof contacts.$inferSelect> = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = await db.insert(contacts).values(rows.slice(i, i + 2000)).returning();
    await db.insert(campaignContacts).values(chunk.map((c) => ({ campaignId: campaign.id, contactId: c.id })));
    inserted.push(...chunk);
  }
  return { framework, campaign, contacts: inserted };
}

export async function micrositesOf(db: Database, campaignId: string) {
  return db.select().from(microsites).where(eq(microsites.campaignId, campaignId));
}

/**
 * Reads until `done` holds and returns the last value (past `timeoutMs`, returns it anyway for the caller's
 * assertion to explain). Tests leave the deadline unset: the test's own timeout is the hang detector, and a
 * fixed wait would fail on a loaded machine.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = Number.POSITIVE_INFINITY, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
