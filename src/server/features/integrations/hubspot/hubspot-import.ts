import type { HubspotImportInput } from "@/shared/schemas/integrations";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import type { StoredConnection } from "../connections";
import { importCrmRecords, prepareCrmImport, type CrmImportResult } from "../crm-import";
import type { HubspotApi } from "./hubspot-api";

/** Imports a HubSpot list's contacts into a campaign (the mapping's headers are HubSpot property names). */
export async function importHubspotList(db: Database, api: HubspotApi, connection: StoredConnection, scope: Scope, input: HubspotImportInput): Promise<CrmImportResult> {
  const prepared = await prepareCrmImport(db, scope, input.campaign_id, input.mapping);
  const records = await api.readContacts(await api.listMemberIds(input.list_id), prepared.headers);
  return importCrmRecords(
    db,
    connection,
    scope,
    input.campaign_id,
    prepared,
    records.map((r) => ({ id: r.id, type: "contact", label: `HubSpot contact ${r.id}`, values: r.properties })),
  );
}
