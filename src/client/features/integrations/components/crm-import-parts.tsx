import { Button } from "@/client/components/ui/button";
import { Field, Select } from "@/client/components/ui/input";
import { useCampaigns } from "@/client/features/campaigns/api/get-campaigns";

/** The campaign a CRM import fills: the same picker for every CRM. */
export function ImportCampaignField({ id, value, onChange }: { id: string; value: string; onChange: (campaignId: string) => void }) {
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
export function ImportSubmit({ label, pending, ready, result }: { label: string; pending: boolean; ready: boolean; result: string | null }) {
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
