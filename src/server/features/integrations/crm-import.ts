import { sql } from "drizzle-orm";
import { unmappedColumns, type ColumnMapping } from "@/shared/csv/column-mapping";
import { importMappedRows } from "@/shared/csv/import-mapped-rows";
import { CONTACT_COLUMNS, missingColumnsMessage } from "@/shared/csv/normalize-header";
import type { ImportResult } from "@/shared/schemas/contact";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { ApiError } from "@/server/http/errors";
import { findOwnedCampaign, importContactsIntoCampaign } from "../campaigns/service";
import type { StoredConnection } from "./connections";
import { campaignContacts, contacts, crmContactLinks } from "@/server/db/schema";

export type CrmImportResult = ImportResult & { linked: number };

/** A CRM record to import: its field values by the names the mapping uses as headers. */
export type CrmRecord = { id: string; type: string; label: string; values: Record<string, string | null | undefined> };

/**
 * The mapping of a CRM import, complete with every column, and the CRM fields it reads. A mapping that leaves a
 * required column empty is refused here, before anything is read from the CRM.
 */
export async function prepareCrmImport(db: Database, scope: Scope, campaignId: string, input: { columns: Partial<ColumnMapping["columns"]>; domain_from_email: boolean }) {
  await findOwnedCampaign(db, scope, campaignId);
  const mapping: ColumnMapping = {
    columns: Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, input.columns[column] ?? null])) as ColumnMapping["columns"],
    domain_from_email: input.domain_from_email,
  };
  const unmapped = unmappedColumns(mapping);
  if (unmapped.length > 0) throw new ApiError(400, missingColumnsMessage(unmapped));
  const headers = [...new Set(Object.values(mapping.columns).filter((h): h is string => Boolean(h)))];
  return { mapping, headers };
}

/**
 * Imports CRM records into a campaign through the CSV import's own mapping and rules: the records become a table
 * whose headers are the mapped field names, so a bad row or a repeated email is refused with the same messages.
 * Each imported contact is linked to its CRM record for write-back.
 */
export async function importCrmRecords(
  db: Database,
  connection: StoredConnection,
  scope: Scope,
  campaignId: string,
  prepared: Awaited<ReturnType<typeof prepareCrmImport>>,
  records: CrmRecord[],
): Promise<CrmImportResult> {
  const { mapping, headers } = prepared;
  const table = { headers, rows: records.map((r) => headers.map((h) => r.values[h] ?? "")) };
  const mapped = importMappedRows(table, mapping);
  if (!mapped.ok) throw new ApiError(400, mapped.error);
  // A rejected record is named by the CRM's id: "Row n" means nothing without a file.
  const rejected = mapped.rejected.map((r) => `${records[r.row - 2].label}: ${r.message.replace(/^Row \d+: /, "")}`);
  const result = await importContactsIntoCampaign(db, scope, campaignId, { contacts: mapped.contacts });
  const emailColumn = headers.indexOf(mapping.columns.email ?? "");
  const remoteByEmail = new Map(records.map((r, i) => [(table.rows[i][emailColumn] ?? "").trim().toLowerCase(), r]));
  const linked = await linkImportedContacts(db, connection, campaignId, remoteByEmail);
  return { ...result, errors: [...rejected, ...result.errors], linked };
}

/** Links the campaign's contacts with these emails to their CRM records; a re-import moves the link here. */
async function linkImportedContacts(db: Database, connection: StoredConnection, campaignId: string, remoteByEmail: Map<string, CrmRecord>): Promise<number> {
  const pairs = JSON.stringify([...remoteByEmail].filter(([email]) => email !== "").map(([email, r]) => ({ email, remote_id: r.id, remote_type: r.type })));
  const rows = (await queryRows<{ id: string }>(db, sql`
      insert into ${crmContactLinks} (connection_id, workspace_id, contact_id, campaign_id, remote_id, remote_type, dirty_at)
      select ${connection.id}::uuid, k.workspace_id, k.id, cc.campaign_id, v.remote_id, v.remote_type, now()
      from jsonb_to_recordset(${pairs}::jsonb) as v(email text, remote_id text, remote_type text)
      join ${contacts} k on lower(k.email) = v.email and k.workspace_id = ${connection.workspaceId}
      join ${campaignContacts} cc on cc.contact_id = k.id and cc.campaign_id = ${campaignId}::uuid
      on conflict (connection_id, contact_id) do update set
        campaign_id = excluded.campaign_id, remote_id = excluded.remote_id, remote_type = excluded.remote_type, dirty_at = now(), synced_values = null, sync_error = null
      returning id`));
  return rows.length;
}
