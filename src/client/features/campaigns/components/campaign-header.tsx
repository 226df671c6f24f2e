import { Pencil, Trash2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { useDeleteCampaign } from "../api/delete-campaign";
import type { CampaignDetail } from "../api/get-campaign";
import { CampaignStatusBadge, CampaignStatusIcon } from "./campaign-status-badge";

export const DELETE_CAMPAIGN_DETAIL_CONFIRM = "Are you sure you want to delete this campaign? This will permanently delete all associated microsites.";

/** Spec 2 view header: status icon, name, status badge, description; Edit and Delete. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const deletion = useDeleteCampaign();

  async function handleDelete() {
    if (!(await toast.confirm(DELETE_CAMPAIGN_DETAIL_CONFIRM))) return;
    try {
      await deletion.mutateAsync(campaign.id);
      toast.success("Campaign deleted");
      navigate("/campaigns", { replace: true });
    } catch {
      toast.error("Failed to delete campaign. Please try again.");
    }
  }

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-4">
        <CampaignStatusIcon state={campaign.state.display} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{campaign.name}</h1>
            <CampaignStatusBadge state={campaign.state.display} />
          </div>
          <p className={campaign.description ? "mt-1 text-sm text-slate-600" : "mt-1 text-sm text-slate-400 italic"}>
            {campaign.description || "No description provided"}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild variant="secondary">
          <Link to={`/campaigns/${campaign.id}/edit`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
        <Button variant="danger" onClick={handleDelete} disabled={deletion.isPending}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </header>
  );
}
