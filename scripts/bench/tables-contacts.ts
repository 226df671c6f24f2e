// The contacts table's cases for `npm run bench -- tables` (issue 13 item 2: a contacts page of 50,000 contacts
// answers search, sort and page in <= 200 ms server time). BENCH_TABLE_CONTACTS=5000 for a quick look.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { CONTACT_SORTS } from "@/shared/list-query";
import { fmt } from "./helpers";
import type { TableCase, TableSuite } from "./tables";

const CONTACTS = Number(process.env.BENCH_TABLE_CONTACTS ?? 50_000);
const PAGE = 50;

/**
 * Tops the owner's contacts up to CONTACTS (the suites before may have made some, with microsites and campaign
 * links): names, companies and domains that repeat like real data, 1 in 10 also in a second campaign.
 */
async function seedContacts(db: Database, owner: { userId: string; workspaceId: string }) {
  const [{ existing }] = await queryRows<{ existing: number }>(db, sql`select count(*)::int as existing from contacts where user_id = ${owner.userId}`);
  const campaignId = randomUUID();
  await db.execute(sql`insert into campaign_campaigns (id, user_id, workspace_id, name, status) values (${campaignId}, ${owner.userId}, ${owner.workspaceId}, 'Contacts bench', 'draft')`);
  await db.execute(sql`
    insert into contacts (user_id, workspace_id, email, first_name, last_name, company, industry, domain, title, created_at)
    select ${owner.userId}, ${owner.workspaceId}, 'person' || i || '@company-' || (i % 700) || '.com', 'First' || (i * 7919 % ${CONTACTS}), 'Last' || i,
      'Company ' || (i % 700) || ', Inc.', 'Software', 'company-' || (i % 700) || '.com', 'Head of Sales', now() - make_interval(secs => ${CONTACTS} - i)
    from generate_series(1, ${Math.max(0, CONTACTS - existing)}) i`);
  await db.execute(sql`
    insert into campaign_contacts (campaign_id, contact_id)
    select ${campaignId}::uuid, id from contacts where user_id = ${owner.userId} and (hashtext(id::text) % 10) = 0`);
  await db.execute(sql`analyze contacts`);
  await db.execute(sql`analyze campaign_contacts`);
}

export const contactsSuite: TableSuite = {
  title: `Contacts (${fmt(CONTACTS)})`,
  async seed(db, owner): Promise<TableCase[]> {
    await seedContacts(db, owner);
    const base = `/api/contacts?limit=${PAGE}`;
    return [
      { name: "first page", path: base },
      { name: "search (a few)", path: `${base}&q=person4711` },
      { name: "search (many)", path: `${base}&q=company-1` },
      { name: "search (none)", path: `${base}&q=nobody-here` },
      ...CONTACT_SORTS.flatMap((sort) => [
        { name: `sort ${sort} asc`, path: `${base}&sort=${sort}&dir=asc` },
        { name: `sort ${sort} desc`, path: `${base}&sort=${sort}&dir=desc` },
      ]),
      { name: "deep page (last)", path: `${base}&offset=${CONTACTS - PAGE}` },
      { name: "deep page, sort name", path: `${base}&offset=${CONTACTS - PAGE}&sort=name` },
      { name: "search + sort, page 3", path: `${base}&offset=${2 * PAGE}&q=company-1&sort=company` },
    ];
  },
};
