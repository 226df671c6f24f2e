import { useState } from "react";
import type { SalesforceImportInput } from "@/shared/schemas/integrations";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Select } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useImportSalesforce, useSalesforceCampaigns, useSalesforceFields, useSalesforceListViews } from "../api/salesforce";
import { CrmImportForm } from "./crm-import-parts";
import { useCrmImport } from "./use-crm-import";

/** The select's value of a source: "campaign:<id>" or "list_view:<object>:<id>". */
function sourceOf(value: string): SalesforceImportInput["source"] | null {
  const [kind, a, b] = value.split(":");
  if (kind === "campaign" && a) return { kind: "campaign", id: a };
  if (kind === "list_view" && (a === "Contact" || a === "Lead") && b) return { kind: "list_view", object: a, id: b };
  return null;
}

/** A Salesforce campaign's members or a list view into a campaign, with the CSV import's column mapping over Salesforce fields. */
export function SalesforceImportForm() {
  const sfCampaigns = useSalesforceCampaigns();
  const listViews = useSalesforceListViews();
  const fields = useSalesforceFields();
  const importRecords = useImportSalesforce();
  const [sourceValue, setSourceValue] = useState("");
  const importer = useCrmImport("salesforce", fields.data);

  const failed = sfCampaigns.error ?? listViews.error ?? fields.error;
  if (failed) return <ErrorBanner message={failed.message} onRetry={() => (sfCampaigns.refetch(), listViews.refetch(), fields.refetch())} />;
  if (!sfCampaigns.data || !listViews.data) return <Skeleton className="h-40" />;
  const source = sourceOf(sourceValue);

  return (
    <CrmImportForm
      importer={importer}
      copy={{ label: "Import from Salesforce", fieldKind: "Salesforce field", submitLabel: "Import from Salesforce" }}
      pending={importRecords.isPending}
      start={source && ((campaignId, mapping) => importRecords.mutateAsync({ campaign_id: campaignId, source, mapping }))}
    >
      <Field label="Salesforce campaign or list view" htmlFor="salesforce-source">
        <Select id="salesforce-source" value={sourceValue} onChange={(e) => setSourceValue(e.target.value)} required>
          <option value="">Choose a source…</option>
          <optgroup label="Campaign members">
            {sfCampaigns.data.map((c) => (
              <option key={c.id} value={`campaign:${c.id}`}>
                {c.name}
                {c.size === null ? "" : ` (${c.size})`}
              </option>
            ))}
          </optgroup>
          <optgroup label="List views">
            {listViews.data.map((v) => (
              <option key={v.id} value={`list_view:${v.object}:${v.id}`}>
                {v.label} ({v.object === "Lead" ? "Leads" : "Contacts"})
              </option>
            ))}
          </optgroup>
        </Select>
      </Field>
    </CrmImportForm>
  );
}
