import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { Select } from "@/client/components/ui/input";
import { useCampaigns } from "@/client/features/campaigns/api/get-campaigns";

type Props = { open: boolean; count: number; onOpenChange: (open: boolean) => void; onAdd: (campaign: { id: string; name: string }) => void; adding: boolean };

/** Picks one of the campaigns in scope for "Add to a campaign"; the server keeps only the campaign's rep's contacts. */
export function AddToCampaignDialog({ open, count, onOpenChange, onAdd, adding }: Props) {
  const campaigns = useCampaigns();
  const [chosen, setChosen] = useState("");
  const list = campaigns.data ?? [];
  const campaign = list.find((c) => c.id === chosen) ?? list[0];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title="Add to a campaign" description={`${count.toLocaleString("en-US")} selected contact${count === 1 ? "" : "s"}`} className="max-w-md">
        <div className="space-y-4 p-5">
          {campaigns.isPending ? (
            <p className="text-sm text-slate-500">Loading campaigns…</p>
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-500">There is no campaign to add them to yet.</p>
          ) : (
            <Select aria-label="Campaign" value={campaign?.id} onChange={(e) => setChosen(e.target.value)} className="w-full">
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button disabled={!campaign || adding} onClick={() => campaign && onAdd({ id: campaign.id, name: campaign.name })}>
              {adding ? "Adding…" : "Add"}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
