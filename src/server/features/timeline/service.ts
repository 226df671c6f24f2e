import { eq, inArray, sql } from "drizzle-orm";
import { addDays, toIsoDate } from "@/shared/analytics";
import type { Database } from "@/server/db/client";
import { owned, ownedSql, type Scope } from "@/server/db/owner";
import { campaigns, contacts, micrositeEngagement, user } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { CONTACT_NOT_FOUND } from "../contacts/service";
import { peopleViewedText } from "@/shared/schemas/access";
import { countPeopleByContact, listContactPeople } from "../access/service";
import { contactEngagement } from "./engagement";
import { listVisits } from "./visits";

/** Visits listed per timeline at most (newest first). */
export const TIMELINE_VISITS = 100;
export const HOT_PROSPECTS = 5;
/** "This week": the last seven days, today included. */
const WEEK_DAYS = 7;

const nameOf = (c: { firstName: string | null; lastName: string | null; email: string }) => [c.firstName, c.lastName].filter(Boolean).join(" ").trim() || c.email;

/**
 * GET /api/contacts/:id/timeline: each human visit of the contact's microsites (when, how long, what was clicked:
 * the page's call-to-action) and the contact's lifetime engagement score. Another owner's contact is 404.
 */
export async function getContactTimeline(db: Database, scope: Scope, contactId: string, now = new Date()) {
  const [contact] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, company: contacts.company })
    .from(contacts)
    .where(owned(contacts, scope, eq(contacts.id, contactId)))
    .limit(1);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  const visits = await listVisits(db, scope, [contactId], TIMELINE_VISITS);
  const [engagement] = await contactEngagement(db, scope, ownedSql, { start: "1970-01-01", end: toIsoDate(now) }, contactId);
  const people = await listContactPeople(db, scope, contactId);
  return {
    contact: { id: contact.id, name: nameOf(contact), email: contact.email, company: contact.company || null },
    engagementScore: engagement?.engagementScore ?? null,
    views: engagement?.views ?? 0,
    clicks: engagement?.clicks ?? 0,
    /** The people admitted to the contact's gated pages with an email (issue 27 item 2, the buying group). */
    people,
    visits: visits.map((v) => ({
      micrositeId: v.micrositeId,
      campaignId: v.campaignId,
      campaignName: v.campaignName,
      startedAt: v.startedAt.toISOString(),
      seconds: Math.round(v.seconds),
      clicked: v.clicked ? (v.ctaType ?? "the call-to-action") : null,
    })),
  };
}

export type ContactTimeline = Awaited<ReturnType<typeof getContactTimeline>>;

/**
 * The dashboard's "Hot prospects": the five contacts with the highest engagement score over the last seven days
 * (ties: more views first) in the caller's scope (an admin: the team's, each naming the rep whose contact it is),
 * each with the campaign whose view opens their timeline (their latest visited).
 */
export async function listHotProspects(db: Database, scope: Scope, now = new Date()) {
  const end = toIsoDate(now);
  const scored = await contactEngagement(db, scope, ownedSql, { start: addDays(end, -(WEEK_DAYS - 1)), end });
  const top = scored
    .filter((s) => s.engagementScore !== null)
    .sort((a, b) => b.engagementScore! - a.engagementScore! || b.views - a.views || a.contactId.localeCompare(b.contactId))
    .slice(0, HOT_PROSPECTS);
  if (top.length === 0) return [];
  const ids = top.map((t) => t.contactId);
  const people = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, company: contacts.company, userId: contacts.userId, repName: user.name })
    .from(contacts)
    .innerJoin(user, eq(user.id, contacts.userId))
    .where(owned(contacts, scope, inArray(contacts.id, ids)));
  // Their timeline opens in the campaign whose page they viewed last.
  const latest = await db
    .selectDistinctOn([micrositeEngagement.contactId], { contactId: micrositeEngagement.contactId, campaignId: micrositeEngagement.campaignId })
    .from(micrositeEngagement)
    .innerJoin(campaigns, eq(campaigns.id, micrositeEngagement.campaignId))
    .where(owned(campaigns, scope, inArray(micrositeEngagement.contactId, ids)))
    .orderBy(micrositeEngagement.contactId, sql`${micrositeEngagement.lastViewedAt} desc nulls last`);
  const byId = new Map(people.map((p) => [p.id, p]));
  const viewers = await countPeopleByContact(db, scope, ids);
  const campaignOf = new Map(latest.map((l) => [l.contactId, l.campaignId] as const));
  return top.flatMap((t) => {
    const person = byId.get(t.contactId);
    const campaignId = campaignOf.get(t.contactId);
    if (!person || !campaignId) return [];
    const rep = person.userId !== scope.userId ? { repName: person.repName } : {};
    const seen = viewers.get(t.contactId) ?? 0;
    // Issue 27 item 4: the people counted, not only the visits ("3 people at Acme viewed").
    const viewedBy = seen > 0 ? { peopleViewed: peopleViewedText(seen, person.company || person.email.split("@")[1]) } : {};
    return [{ contactId: t.contactId, campaignId, name: nameOf(person), company: person.company || null, engagementScore: t.engagementScore!, views: t.views, clicks: t.clicks, ...viewedBy, ...rep }];
  });
}

export type HotProspect = Awaited<ReturnType<typeof listHotProspects>>[number];
