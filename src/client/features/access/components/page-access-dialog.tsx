import { Dialog } from "radix-ui";
import { useState } from "react";
import { ACCESS_MODE_LABELS, type AccessSettingView } from "@/shared/schemas/access";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { useCampaignAccess, type getCampaignAccess } from "../api/campaign-access";
import { useSavePageAccess } from "../api/page-access";
import { AccessSettingFields, CAMPAIGN_DEFAULT, draftToInput, type AccessChoice, type AccessDraft } from "./access-setting-fields";

/** The page whose access is set: its id, whose page it is, and its own setting (null: it follows its campaign). */
export type PageAccessTarget = { id: string; name: string; ownAccess: AccessSettingView | null };

type Props = { campaignId: string; page: PageAccessTarget; onClose: () => void };

function PageAccessForm({ campaignId, page, campaign, onClose }: Props & { campaign: Awaited<ReturnType<typeof getCampaignAccess>> }) {
  const own = page.ownAccess;
  const [draft, setDraft] = useState<AccessDraft>({ mode: own?.mode ?? CAMPAIGN_DEFAULT, domains: own?.domains ?? [], passcode: "" });
  const [error, setError] = useState<string | null>(null);
  const save = useSavePageAccess(campaignId);
  const change = (next: AccessDraft<AccessChoice>) => {
    setDraft(next);
    setError(null);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = draft.mode === CAMPAIGN_DEFAULT ? { mode: null } : draftToInput({ ...draft, mode: draft.mode });
    try {
      await save.mutateAsync({ id: page.id, input });
      onClose();
    } catch (failure) {
      setError(loadErrorMessage(failure, "Failed to save the access setting"));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AccessSettingFields
        idPrefix="page-access"
        label="Who can open this page"
        draft={draft}
        onChange={change}
        facts={{ codesAvailable: campaign.codesAvailable, contactDomains: campaign.contactDomains, hasPasscode: own?.mode === "passcode" && own.hasPasscode }}
        campaignDefaultLabel={`Campaign default (${ACCESS_MODE_LABELS[campaign.mode]})`}
      />
      {error ? <ErrorBanner message={error} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save access"}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Access…" on a microsite row (issue 27 item 1): the page's own access setting, overriding its campaign's, or back
 * to the campaign default. The same choices as the campaign's card; the owner's preview is never gated.
 */
export function PageAccessDialog({ campaignId, page, onClose }: Props) {
  const campaign = useCampaignAccess(campaignId);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPanel title="Page access" description={`Who can open ${page.name}'s page. Your own preview is never gated.`} className="max-h-[85vh] max-w-lg">
        <div className="overflow-y-auto p-5">
          {campaign.data ? (
            <PageAccessForm campaignId={campaignId} page={page} campaign={campaign.data} onClose={onClose} />
          ) : campaign.isError ? (
            <ErrorBanner message={loadErrorMessage(campaign.error, "Failed to load the access setting")} />
          ) : (
            <Spinner className="py-8" label="Loading..." />
          )}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
