import { useMemo, useState } from "react";
import { proposeMapping, type ColumnMapping } from "../../../../shared/csv/column-mapping";
import { CONTACT_COLUMNS, IMPORT_COLUMNS, type ContactColumn } from "../../../../shared/csv/normalize-header";
import { CONTACT_FIELD_LABELS } from "../../../../shared/schemas/contact";
import { toast } from "../../../lib/toast-store";
import { Button } from "../../../components/ui/button";
import { ErrorBanner } from "../../../components/ui/feedback";
import { Field, Select } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCampaigns } from "../../campaigns/api/get-campaigns";
import { useHubspotLists, useHubspotProperties } from "../api/hubspot-lists";
import { useImportHubspotList } from "../api/import-hubspot-list";

const REQUIRED = new Set<ContactColumn>(IMPORT_COLUMNS);

/**
 * A HubSpot list into a campaign, with the CSV import's column mapping: each contact column takes a HubSpot property
 * (proposed from the property labels as a CSV header would be); Context takes whichever property holds the note.
 */
export function HubspotImportForm() {
  const lists = useHubspotLists(true);
  const properties = useHubspotProperties(true);
  const campaigns = useCampaigns();
  const importList = useImportHubspotList();
  const [listId, setListId] = useState("");
  const [campaignId, setCampaignId] = useState("");
  const [chosen, setChosen] = useState<Partial<Record<ContactColumn, string | null>>>({});
  const [result, setResult] = useState<string | null>(null);

  const proposed = useMemo<ColumnMapping | null>(() => {
    if (!properties.data) return null;
    const byLabel = new Map(properties.data.map((p) => [p.label, p.name]));
    const fromLabels = proposeMapping(properties.data.map((p) => p.label));
    const fromNames = proposeMapping(properties.data.map((p) => p.name));
    const columns = Object.fromEntries(CONTACT_COLUMNS.map((c) => [c, (fromLabels.columns[c] && byLabel.get(fromLabels.columns[c])) ?? fromNames.columns[c]])) as ColumnMapping["columns"];
    return { columns, domain_from_email: !columns.domain };
  }, [properties.data]);

  if (lists.isError || properties.isError) return <ErrorBanner message={(lists.error ?? properties.error)!.message} onRetry={() => (lists.refetch(), properties.refetch())} />;
  if (!lists.data || !properties.data || !proposed) return <Skeleton className="h-40" />;
  const mapping: ColumnMapping = { ...proposed, columns: { ...proposed.columns, ...chosen } };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await importList.mutateAsync({ campaign_id: campaignId, list_id: listId, mapping: { ...mapping, domain_from_email: !mapping.columns.domain } });
      const summary = `${answer.imported} contacts imported, ${answer.linked} linked to HubSpot${answer.errors.length ? `; ${answer.errors.length} skipped` : ""}`;
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
        <Field label="Into campaign" htmlFor="hubspot-campaign">
          <Select id="hubspot-campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)} required>
            <option value="">Choose a campaign…</option>
            {(campaigns.data ?? []).map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">Column mapping (HubSpot property for each contact field)</legend>
        {CONTACT_COLUMNS.map((column) => (
          <Field key={column} label={`${CONTACT_FIELD_LABELS[column]}${REQUIRED.has(column) ? "" : " (optional)"}`} htmlFor={`map-${column}`}>
            <Select id={`map-${column}`} value={mapping.columns[column] ?? ""} onChange={(e) => setChosen((c) => ({ ...c, [column]: e.target.value || null }))}>
              <option value="">{column === "domain" ? "From the email's domain" : "Not mapped"}</option>
              {properties.data.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={importList.isPending || !listId || !campaignId}>
          {importList.isPending ? "Importing…" : "Import list"}
        </Button>
        {result ? (
          <p role="status" className="whitespace-pre-line text-sm text-slate-600">
            {result}
          </p>
        ) : null}
      </div>
    </form>
  );
}
