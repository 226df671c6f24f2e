import { randomBytes } from "node:crypto";
import type { MicrositeStatus } from "../../../shared/microsite-status";
import { campaigns, contacts, microsites } from "../../db/schema";
import type { Database } from "../../db/client";

/** A real browser's user agent: what a prospect's beacons carry in tests. */
export const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type SeedOptions = {
  campaignId?: string;
  campaignName?: string;
  contact?: Partial<typeof contacts.$inferInsert>;
  status?: MicrositeStatus;
  expiresAt?: Date | null;
  html?: string | null;
};

/**
 * Test factory: one published microsite (campaign + contact + microsite rows, as the launch pipeline leaves them),
 * with overrides. Reuses `campaignId` when given.
 */
export async function seedMicrosite(db: Database, userId: string, options: SeedOptions = {}) {
  const suffix = randomBytes(4).toString("hex");
  let campaignId = options.campaignId;
  if (!campaignId) {
    const [campaign] = await db
      .insert(campaigns)
      .values({ userId, name: options.campaignName ?? `Campaign ${suffix}`, status: "live", launchedAt: new Date(), ctaType: "Book Now" })
      .returning({ id: campaigns.id });
    campaignId = campaign.id;
  }
  const [contact] = await db
    .insert(contacts)
    .values({ userId, email: `prospect-${suffix}@example.com`, firstName: "Pat", lastName: `Prospect${suffix}`, company: "Acme", industry: "SaaS", domain: "acme.example", ...options.contact })
    .returning();
  const [microsite] = await db
    .insert(microsites)
    .values({
      userId,
      campaignId,
      contactId: contact.id,
      slug: `pat-${suffix}`,
      status: options.status ?? "completed",
      htmlContent: options.html === undefined ? "<!doctype html><html><body><h1>Hi Pat</h1></body></html>" : options.html,
      publishedAt: new Date(Date.now() - 3600_000),
      expiresAt: options.expiresAt === undefined ? new Date(Date.now() + 7 * 86_400_000) : options.expiresAt,
    })
    .returning();
  return { campaignId, contact, microsite, event: (type: "view" | "click" | "session_duration", value?: number) => ({ type, campaignId, contactId: contact.id, slug: microsite.slug, ...(value === undefined ? {} : { value }) }) };
}
