import { randomBytes } from "node:crypto";
import type { MicrositeStatus } from "@/shared/microsite-status";
import { campaigns, contacts, microsites } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { personalWorkspaceId } from "@/server/db/membership";

/** A real browser's user agent: what a prospect's beacons carry in tests. */
export const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type SeedOptions = {
  campaignId?: string;
  campaignName?: string;
  contact?: Partial<typeof contacts.$inferInsert>;
  status?: MicrositeStatus;
  expiresAt?: Date | null;
  html?: string | null;
  /** The workspace the rep works in (a team's); their personal one by default. */
  workspaceId?: string;
};

/**
 * Test factory: one published microsite (campaign + contact + microsite rows, as the launch pipeline leaves them),
 * with overrides. Reuses `campaignId` when given.
 */
export async function seedMicrosite(db: Database, userId: string, options: SeedOptions = {}) {
  const suffix = randomBytes(4).toString("hex");
  const workspaceId = options.workspaceId ?? personalWorkspaceId(userId);
  let campaignId = options.campaignId;
  if (!campaignId) {
    const [campaign] = await db
      .insert(campaigns)
      .values({ workspaceId, userId, name: options.campaignName ?? `Campaign ${suffix}`, status: "live", launchedAt: new Date(), ctaType: "Book Now" })
      .returning({ id: campaigns.id });
    campaignId = campaign.id;
  }
  const [contact] = await db
    .insert(contacts)
    .values({ workspaceId, userId, email: `prospect-${suffix}@example.com`, firstName: "Pat", lastName: `Prospect${suffix}`, company: "Acme", industry: "SaaS", domain: "acme.example", ...options.contact })
    .returning();
  const [microsite] = await db
    .insert(microsites)
    .values({ workspaceId,
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

type TrafficSite = { event: (type: "view" | "click" | "session_duration", value?: number) => unknown };
export type TrafficExpectation = { views: number; clicks: number; sessions: number; seconds: number };

/**
 * Deterministic beacon traffic: `events` beacons from `senders` client addresses (203.0.x.y) over `sites`
 * microsites, all within one visit per (sender, site), with what the visit rules must count per site, derived
 * independently of them: one human view per visitor that sent a view, one click per visitor that clicked, one
 * session per visitor that reported time, valued at its largest report.
 */
export function visitTraffic<S extends TrafficSite>(sites: S[], events: number, senders: number) {
  const address = (sender: number) => `203.0.${Math.floor(sender / 250)}.${(sender % 250) + 1}`;
  const pairs = senders * sites.length;
  const seen = new Map<string, { view: boolean; click: boolean; seconds: number }>();
  const requests = Array.from({ length: events }, (_, i) => {
    const pair = i % pairs;
    const sender = pair % senders;
    const siteIndex = Math.floor(pair / senders);
    const kind = (i * 7 + Math.floor(i / pairs)) % 5;
    const key = `${sender}/${siteIndex}`;
    const visit = seen.get(key) ?? { view: false, click: false, seconds: 0 };
    seen.set(key, visit);
    const site = sites[siteIndex];
    if (kind < 3) {
      visit.view = true;
      return { siteIndex, address: address(sender), body: site.event("view") };
    }
    if (kind === 3) {
      visit.click = true;
      return { siteIndex, address: address(sender), body: site.event("click") };
    }
    const seconds = 1 + (i % 17);
    visit.seconds = Math.max(visit.seconds, seconds);
    return { siteIndex, address: address(sender), body: site.event("session_duration", seconds) };
  });
  const expected: TrafficExpectation[] = sites.map(() => ({ views: 0, clicks: 0, sessions: 0, seconds: 0 }));
  for (const [key, visit] of seen) {
    const e = expected[Number(key.split("/")[1])];
    if (visit.view) e.views += 1;
    if (visit.click) e.clicks += 1;
    if (visit.seconds > 0) {
      e.sessions += 1;
      e.seconds += visit.seconds;
    }
  }
  return { requests, expected };
}
