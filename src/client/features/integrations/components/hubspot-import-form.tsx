import { useState } from "react";
import { toast } from "@/client/lib/toast-store";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Select } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useHubspotLists, useHubspotProperties } from "../api/hubspot-lists";
import { useImportHubspotList } from "../api/import-hubspot-list";
import { ImportCampaignField, ImportSubmit } from "./crm-import-parts";
import { CrmColumnMapping, importSummary, useCrmMapping, type ChosenColumns } from "./crm-column-mapping";

/**
 * A HubSpot list into a campaign, with the CSV import's column mapping: each contact column takes a HubSpot property
 * (proposed from the property labels as a CSV header would be); Context takes whichever property holds the note.
 */
export function HubspotImportForm() {
  const lists = useHubspotLists(true);
  const properties = useHubspotProperties(true);
  const importList = useImportHubspotList();
  const [listId, setListId] = useState("");
  const [campaignId, setCampaignId] = useState("");
  const [chosen, setChosen] = useState<ChosenColumns>({});
  const [result, setResult] = useState<string | null>(null);
  const mapping = useCrmMapping(properties.data, chosen);

  if (lists.isError || properties.isError) return <ErrorBanner message={(lists.error ?? properties.error)!.message} onRetry={() => (lists.refetch(), properties.refetch())} />;
  if (!lists.data || !properties.data || !mapping) return <Skeleton className="h-40" />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await importList.mutateAsync({ campaign_id: campaignId, list_id: listId, mapping });
      const summary = importSummary(answer, "HubSpot");
      setResult([summary, ...answer.errors.slice(0, 5)].join("\n"));
      toast.success(summary);
    } catch (error) {
      setResult(null);
      toast.error(`Import failed: ${(error as Error).message}`);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Import a HubSpot list">
      <div className="grid gap-3 sm:grid-cols-2">
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
        <ImportCampaignField id="hubspot-campaign" value={campaignId} onChange={setCampaignId} />
      </div>
      <CrmColumnMapping crm="HubSpot property" fields={properties.data} mapping={mapping} onChoose={(column, field) => setChosen((c) => ({ ...c, [column]: field }))} />
      <ImportSubmit label="Import list" pending={importList.isPending} ready={Boolean(listId && campaignId)} result={result} />
    </form>
  );
}
