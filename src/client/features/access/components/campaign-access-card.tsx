import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import type { AccessMode } from "@/shared/schemas/access";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useCampaignAccess, useSaveCampaignAccess, type getCampaignAccess } from "../api/campaign-access";
import { AccessSettingFields, draftToInput, type AccessDraft } from "./access-setting-fields";

type Saved = Awaited<ReturnType<typeof getCampaignAccess>>;

function AccessForm({ campaignId, saved }: { campaignId: string; saved: Saved }) {
  const [draft, setDraft] = useState<AccessDraft<AccessMode>>({ mode: saved.mode, domains: saved.domains, passcode: "" });
  const save = useSaveCampaignAccess(campaignId);
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draftToInput(draft), { onSuccess: () => setDraft((d) => ({ ...d, passcode: "" })) });
      }}
    >
      <AccessSettingFields idPrefix="access" label="Who can open the pages" draft={draft} onChange={setDraft} facts={saved} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save access"}
        </Button>
      </div>
    </form>
  );
}

/** Campaign view: who may open the campaign's pages (issue 27); the owner's preview always skips the gate. */
export function CampaignAccessCard({ campaignId }: { campaignId: string }) {
  const access = useCampaignAccess(campaignId);
  return (
    <Card data-testid="campaign-access">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5 text-slate-500" aria-hidden /> Page access
        </CardTitle>
        <CardDescription>Open, or ask visitors for an email, a verified email, an allowed domain or a passcode. Your own preview is never gated.</CardDescription>
      </CardHeader>
      <CardContent>{access.data ? <AccessForm key={JSON.stringify(access.data)} campaignId={campaignId} saved={access.data} /> : null}</CardContent>
    </Card>
  );
}
