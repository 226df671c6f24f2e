import { CalendarPlus } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { EXTEND_ALL_BUTTON, EXTEND_ALL_DAYS } from "@/shared/expiry";
import { useExtendCampaign } from "../api/extend-campaign";

export const extendCampaignConfirm = (name: string) =>
  `Extend every published microsite of "${name}" by ${EXTEND_ALL_DAYS} days? Expired ones go back online for ${EXTEND_ALL_DAYS} days from now.`;

/** Campaign view: extend the whole campaign at once (confirm, then a toast with how many pages). */
export function ExtendCampaignButton({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const extend = useExtendCampaign();
  async function handleClick() {
    if (!(await toast.confirm(extendCampaignConfirm(campaignName)))) return;
    extend.mutate(campaignId);
  }
  return (
    <Button variant="secondary" onClick={handleClick} disabled={extend.isPending}>
      <CalendarPlus aria-hidden /> {EXTEND_ALL_BUTTON}
    </Button>
  );
}
