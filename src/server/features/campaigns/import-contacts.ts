import { sql } from "drizzle-orm";
import { checkContactRows, type ImportResult } from "@/shared/schemas/contact";
import type { Executor } from "@/server/db/client";
import type { RecordOwner } from "@/server/db/owner";
import { analyzeAfterBulkWrite } from "@/server/db/planner-stats";
import { upsertContacts } from "../contacts/service";
import { campaignContacts } from "@/server/db/schema";

/**
 * Spec 5 import, server side: every row is re-checked with the same rules as the browser (the browser is
 * never trusted), valid rows are upserted as the campaign owner's contacts by lower(email) and linked to the campaign, and each bad
 * row is reported as 'Row n: message'. Runs inside the caller's transaction: nothing is half-written.
 */
export async function importCampaignContacts(tx: Executor, owner: RecordOwner, campaignId: string, rows: unknown[], firstRow = 2): Promise<ImportResult> {
  const { contacts, errors } = checkContactRows(rows, firstRow);
  const { ids, created, updated } = await upsertContacts(tx, owner, contacts);
  await analyzeAfterBulkWrite(tx, "contacts", created);
  if (ids.length > 0) {
    await tx.execute(sql`
      insert into ${campaignContacts} (campaign_id, contact_id)
      select ${campaignId}::uuid, unnest(${sql.param(ids)}::uuid[])
      on conflict do nothing`);
  }
  return { imported: ids.length, created, updated, errors };
}
