import { useState } from "react";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Select } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useHubspotLists, useHubspotProperties } from "../api/hubspot-lists";
import { useImportHubspotList } from "../api/import-hubspot-list";
import { CrmImportForm } from "./crm-import-parts";
import { useCrmImport } from "./use-crm-import";

/**
 * A HubSpot list into a campaign, with the CSV import's column mapping: each contact column takes a HubSpot property
 * (proposed from the property labels as a CSV header would be); Context takes whichever property holds the note.
 */
export function HubspotImportForm() {
  const lists = useHubspotLists(true);
  const properties = useHubspotProperties(true);
  const importList = useImportHubspotList();
  const [listId, setListId] = useState("");
  const importer = useCrmImport("hubspot", properties.data);

  if (lists.isError || properties.isError) return <ErrorBanner message={(lists.error ?? properties.error)!.message} onRetry={() => (lists.refetch(), properties.refetch())} />;
  if (!lists.data) return <Skeleton className="h-40" />;

  return (
    <CrmImportForm
      importer={importer}
      copy={{ label: "Import a HubSpot list", fieldKind: "HubSpot property", submitLabel: "Import list" }}
      pending={importList.isPending}
      start={listId ? (campaignId, mapping) => importList.mutateAsync({ campaign_id: campaignId, list_id: listId, mapping }) : null}
    >
      <Field label="HubSpot list" htmlFor="hubspot-list">
        <Select id="hubspot-list" value={listId} onChange={(e) => setListId(e.target.value)} required>
          <option value="">Choose a list…</option>
          {lists.data.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
              {list.size === null ? "" : ` (${list.size})`}
            </option>
          ))}
        </Select>
      </Field>
    </CrmImportForm>
  );
}
