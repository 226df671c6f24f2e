import { sql } from "drizzle-orm";
import type { ImportResult } from "../../../../shared/schemas/contact";
import { unmappedColumns, type ColumnMapping } from "../../../../shared/csv/column-mapping";
import { importMappedRows } from "../../../../shared/csv/import-mapped-rows";
import { CONTACT_COLUMNS, missingColumnsMessage } from "../../../../shared/csv/normalize-header";
import type { HubspotImportInput } from "../../../../shared/schemas/integrations";
import type { Database } from "../../../db/client";
import type { Scope } from "../../../db/owner";
import { queryRows } from "../../../db/rows";
import { ApiError } from "../../../http/errors";
import { findOwnedCampaign, importContactsIntoCampaign } from "../../campaigns/service";
import type { StoredConnection } from "../connections";
import type { HubspotApi } from "./hubspot-api";
import { campaignContacts, contacts, crmContactLinks } from "../../../db/schema";

export type HubspotImportResult = ImportResult & { linked: number };

/**
 * Imports a HubSpot list's contacts into a campaign through the CSV import's own mapping and rules: the list's
 * records become a table whose headers are the mapped property names, so a required column left unmapped, a bad
 * row or a repeated email is refused with the same messages. Each imported contact is linked to its HubSpot record
 * for write-back.
 */
export async function importHubspotList(db: Database, api: HubspotApi, connection: StoredConnection, scope: Scope, input: HubspotImportInput): Promise<HubspotImportResult> {
  await findOwnedCampaign(db, scope, input.campaign_id);
  const mapping: ColumnMapping = {
    columns: Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, input.mapping.columns[column] ?? null])) as ColumnMapping["columns"],
    domain_from_email: input.mapping.domain_from_email,
  };
  // A mapping that leaves a required column empty is refused before anything is read from HubSpot.
  const unmapped = unmappedColumns(mapping);
  if (unmapped.length > 0) throw new ApiError(400, missingColumnsMessage(unmapped));
  const headers = [...new Set(Object.values(mapping.columns).filter((h): h is string => Boolean(h)))];
  const records = await api.readContacts(await api.listMemberIds(input.list_id), headers);
  const table = { headers, rows: records.map((r) => headers.map((h) => r.properties[h] ?? "")) };
  const mapped = importMappedRows(table, mapping);
  if (!mapped.ok) throw new ApiError(400, mapped.error);
  // A rejected record is named by its HubSpot id: "Row n" means nothing without a file.
  const rejected = mapped.rejected.map((r) => `HubSpot contact ${records[r.row - 2].id}: ${r.message.replace(/^Row \d+: /, "")}`);
  const result = await importContactsIntoCampaign(db, scope, input.campaign_id, { contacts: mapped.contacts });
  const remoteIdByEmail = new Map(records.map((r, i) => [(table.rows[i][headers.indexOf(mapping.columns.email ?? "")] ?? "").trim().toLowerCase(), r.id]));
  const linked = await linkImportedContacts(db, connection, input.campaign_id, remoteIdByEmail);
  return { ...result, errors: [...rejected, ...result.errors], linked };
}

/** Links the campaign's contacts with these emails to their HubSpot records; a re-import moves the link here. */
async function linkImportedContacts(db: Database, connection: StoredConnection, campaignId: string, remoteIdByEmail: Map<string, string>): Promise<number> {
  const pairs = JSON.stringify([...remoteIdByEmail].filter(([email]) => email !== "").map(([email, remote_id]) => ({ email, remote_id })));
  const rows = (await queryRows<{ id: string }>(db, sql`
      insert into ${crmContactLinks} (connection_id, workspace_id, contact_id, campaign_id, remote_id, dirty_at)
      select ${connection.id}::uuid, k.workspace_id, k.id, cc.campaign_id, v.remote_id, now()
      from jsonb_to_recordset(${pairs}::jsonb) as v(email text, remote_id text)
      join ${contacts} k on lower(k.email) = v.email and k.workspace_id = ${connection.workspaceId}
      join ${campaignContacts} cc on cc.contact_id = k.id and cc.campaign_id = ${campaignId}::uuid
      on conflict (connection_id, contact_id) do update set
        campaign_id = excluded.campaign_id, remote_id = excluded.remote_id, dirty_at = now(), synced_values = null, sync_error = null
      returning id`));
  return rows.length;
}
