import type { SalesforceImportInput } from "@/shared/schemas/integrations";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { ApiError } from "@/server/http/errors";
import type { StoredConnection } from "../connections";
import { importCrmRecords, prepareCrmImport, type CrmImportResult } from "../crm-import";
import type { SalesforceApi } from "./salesforce-api";

/**
 * Imports a Salesforce campaign's members, or the records of a Contact/Lead list view, into a campaign; the mapping's
 * headers are Salesforce field names, checked against the fields an import can read before they go into a query.
 */
export async function importSalesforceRecords(db: Database, api: SalesforceApi, connection: StoredConnection, scope: Scope, input: SalesforceImportInput): Promise<CrmImportResult> {
  const prepared = await prepareCrmImport(db, scope, input.campaign_id, input.mapping);
  const known = new Set((await api.importFields()).map((f) => f.name));
  const unknown = prepared.headers.filter((h) => !known.has(h));
  if (unknown.length > 0) throw new ApiError(400, `Salesforce has no field ${unknown.join(", ")} on both Contact and Lead`);
  const { source } = input;
  const records =
    source.kind === "campaign" ? await api.campaignMembers(source.id, prepared.headers) : await api.listViewRecords(source.object, source.id, prepared.headers);
  return importCrmRecords(
    db,
    connection,
    scope,
    input.campaign_id,
    prepared,
    records.map((r) => ({ ...r, label: `Salesforce ${r.type === "lead" ? "Lead" : "Contact"} ${r.id}` })),
  );
}
