import { sql, type SQL } from "drizzle-orm";
import type { AccountPerson } from "@/shared/schemas/access";
import type { Database } from "@/server/db/client";
import { ownedSql, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { campaigns, contacts, metricVisitors, microsites, micrositeViewers, micrositeVisits } from "@/server/db/schema";

type Row = {
  email: string;
  first_seen_at: string | Date;
  last_seen_at: string | Date;
  visits: number | string;
  seconds: number | string | null;
  clicks: number | string | null;
  microsite_id: string;
  campaign_name: string;
  first_name: string | null;
  last_name: string | null;
  contact_email: string;
};

/**
 * The people admitted to pages in the caller's scope (their own; an admin: the team's), one row per person and page,
 * with their time on page and CTA clicks from the human visits of their address's key. Emails are personal data:
 * only the page's owner and workspace admins reach them (ownedSql).
 */
async function listPeople(db: Database, scope: Scope, where: SQL): Promise<AccountPerson[]> {
  const rows = (await queryRows<Row>(db, sql`
      select p.email, p.first_seen_at, p.last_seen_at, p.visits, t.seconds, t.clicks, p.microsite_id, c.name as campaign_name,
        k.first_name, k.last_name, k.email as contact_email
      from ${micrositeViewers} p
      join ${microsites} m on m.id = p.microsite_id
      join ${campaigns} c on c.id = p.campaign_id
      join ${contacts} k on k.id = p.contact_id
      left join lateral (
        select sum(v.seconds) as seconds, count(*) filter (where v.clicked) as clicks from (
          select seconds, clicked from ${micrositeVisits} where microsite_id = p.microsite_id and visitor = p.visitor
          union all
          select seconds, clicked from ${metricVisitors} where microsite_id = p.microsite_id and visitor = p.visitor and view_state = 'counted'
        ) v
      ) t on true
      where ${ownedSql("m", scope)} and ${where}
      order by p.first_seen_at asc, p.email
      limit 500`));
  return rows.map((r) => ({
    email: r.email,
    firstSeenAt: new Date(r.first_seen_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    visits: Number(r.visits),
    seconds: Math.round(Number(r.seconds ?? 0)),
    ctaClicks: Number(r.clicks ?? 0),
    micrositeId: r.microsite_id,
    campaignName: r.campaign_name,
    contactName: [r.first_name, r.last_name].filter(Boolean).join(" ").trim() || r.contact_email,
  }));
}

/** The people who opened a contact's pages (the contact's timeline). */
export const listContactPeople = (db: Database, scope: Scope, contactId: string) => listPeople(db, scope, sql`p.contact_id = ${contactId}`);

/** Everyone seen at one company domain across the pages in reach (the account view). */
export const listAccountPeople = (db: Database, scope: Scope, domain: string) => listPeople(db, scope, sql`p.domain = ${domain}`);

/** Distinct people seen per campaign and per domain (the campaign row's and hot prospects' "3 people at Acme viewed"). */
export async function countPeopleByContact(db: Database, scope: Scope, contactIds: string[]): Promise<Map<string, number>> {
  if (contactIds.length === 0) return new Map();
  const rows = (await queryRows<{ contact_id: string; people: number | string }>(db, sql`
      select p.contact_id, count(distinct p.email) as people from ${micrositeViewers} p join ${microsites} m on m.id = p.microsite_id
      where ${ownedSql("m", scope)} and p.contact_id in (select (jsonb_array_elements_text(${JSON.stringify(contactIds)}::jsonb))::uuid)
      group by p.contact_id`));
  return new Map(rows.map((r) => [r.contact_id, Number(r.people)]));
}

/** Per campaign, the people seen and the company most of them belong to. */
export async function countPeopleByCampaign(db: Database, scope: Scope, campaignIds: string[]): Promise<Map<string, { people: number; company: string }>> {
  if (campaignIds.length === 0) return new Map();
  const rows = (await queryRows<{ campaign_id: string; people: number | string; company: string }>(db, sql`
      select p.campaign_id, count(distinct p.email) as people,
        mode() within group (order by coalesce(nullif(k.company, ''), p.domain)) as company
      from ${micrositeViewers} p join ${microsites} m on m.id = p.microsite_id join ${contacts} k on k.id = p.contact_id
      where ${ownedSql("m", scope)} and p.campaign_id in (select (jsonb_array_elements_text(${JSON.stringify(campaignIds)}::jsonb))::uuid)
      group by p.campaign_id`));
  return new Map(rows.map((r) => [r.campaign_id, { people: Number(r.people), company: r.company }]));
}
