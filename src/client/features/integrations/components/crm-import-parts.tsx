import type { ReactNode } from "react";
import type { ColumnMapping } from "@/shared/csv/column-mapping";
import { Button } from "@/client/components/ui/button";
import { Field, Select } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useCampaigns } from "@/client/features/campaigns/api/get-campaigns";
import { CrmColumnMapping } from "./crm-column-mapping";
import type { CrmImport, CrmImportAnswer } from "./use-crm-import";

type CrmImportFormProps = {
  importer: CrmImport;
  /** The form's words: its accessible name, what the CRM calls its fields ("HubSpot property"), the button. */
  copy: { label: string; fieldKind: string; submitLabel: string };
  pending: boolean;
  /** The import of the chosen source into a campaign; null until a source is chosen. */
  start: ((campaignId: string, mapping: ColumnMapping) => Promise<CrmImportAnswer>) | null;
  /** The CRM's source picker. */
  children: ReactNode;
};

/** A CRM import form: the CRM's source picker, the campaign it fills, the column mapping, the import button and what it did. */
export function CrmImportForm({ importer, copy, pending, start, children }: CrmImportFormProps) {
  const { fields, mapping } = importer;
  if (!fields || !mapping) return <Skeleton className="h-40" />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (start) void importer.run(() => start(importer.campaignId, mapping));
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={copy.label}>
      <div className="grid gap-3 sm:grid-cols-2">
        {children}
        <ImportCampaignField id={`${importer.provider}-campaign`} value={importer.campaignId} onChange={importer.setCampaignId} />
      </div>
      <CrmColumnMapping crm={copy.fieldKind} fields={fields} mapping={mapping} onChoose={importer.choose} />
      <ImportSubmit label={copy.submitLabel} pending={pending} ready={Boolean(start && importer.campaignId)} result={importer.result} />
    </form>
  );
}

/** The campaign a CRM import fills: the same picker for every CRM. */
function ImportCampaignField({ id, value, onChange }: { id: string; value: string; onChange: (campaignId: string) => void }) {
  const campaigns = useCampaigns();
  return (
    <Field label="Into campaign" htmlFor={id}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">Choose a campaign…</option>
        {(campaigns.data ?? []).map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The import button and what the last import did. */
function ImportSubmit({ label, pending, ready, result }: { label: string; pending: boolean; ready: boolean; result: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending || !ready}>
        {pending ? "Importing…" : label}
      </Button>
      {result ? (
        <p role="status" className="whitespace-pre-line text-sm text-slate-600">
          {result}
        </p>
      ) : null}
    </div>
  );
}
