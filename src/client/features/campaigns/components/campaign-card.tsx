import { CalendarDays, Eye, Trash2, UserRound, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import type { CampaignListItem } from "../api/get-campaigns";
import { formatDate, pluralize, titleCase } from "../format";
import { CampaignStatusBadge } from "./campaign-status-badge";

type Props = {
  campaign: CampaignListItem;
  /** An admin sees the whole workspace's campaigns: each card names its rep. */
  showRep: boolean;
  onDelete: () => void;
  deleting: boolean;
};

export function CampaignCard({ campaign, showRep, onDelete, deleting }: Props) {
  return (
    <article
      aria-label={campaign.name}
      data-testid="campaign-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900" title={campaign.name}>
            {campaign.name}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{titleCase(campaign.campaign_type)}</p>
        </div>
        <CampaignStatusBadge state={campaign.state.display} />
      </div>
      <p className={campaign.description ? "mt-3 line-clamp-2 text-sm text-slate-600" : "mt-3 text-sm text-slate-400 italic"}>
        {campaign.description || "No description provided"}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500">
        {showRep ? (
          <div className="flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden />
            <dt>Rep</dt>
            <dd className="font-medium text-slate-700" data-testid="campaign-rep">
              {campaign.owner_name}
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden />
          <dt className="sr-only">Contacts</dt>
          <dd data-testid="campaign-contact-count">{pluralize(campaign.contact_count, "contact")}</dd>
        </div>
        {campaign.people_viewed ? (
          <div className="flex items-center gap-1.5">
            <Eye className="size-4" aria-hidden />
            <dt className="sr-only">People</dt>
            <dd className="font-medium text-slate-700" data-testid="campaign-people-viewed">
              {campaign.people_viewed}
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden />
          <dt className="sr-only">Created</dt>
          <dd>Created {formatDate(campaign.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link to={`/campaigns/${campaign.id}/view`}>View</Link>
        </Button>
        <Button variant="danger-ghost" size="icon" aria-label={`Delete ${campaign.name}`} onClick={onDelete} disabled={deleting}>
          <Trash2 />
        </Button>
      </div>
    </article>
  );
}
