import { CheckCircle2, CircleDashed, Clock, PauseCircle, Radio, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import type { CampaignStatus } from "../../../../shared/constants";
import { Badge } from "../../../components/ui/badge";

type Tone = ComponentProps<typeof Badge>["tone"];

const STATUS_LOOK: Record<CampaignStatus, { tone: Tone; icon: LucideIcon; label: string }> = {
  draft: { tone: "neutral", icon: CircleDashed, label: "Draft" },
  live: { tone: "success", icon: Radio, label: "Live" },
  paused: { tone: "warning", icon: PauseCircle, label: "Paused" },
  completed: { tone: "brand", icon: CheckCircle2, label: "Completed" },
  expired: { tone: "danger", icon: Clock, label: "Expired" },
};

export const campaignStatusLook = (status: string) => STATUS_LOOK[status as CampaignStatus] ?? STATUS_LOOK.draft;

export function CampaignStatusBadge({ status }: { status: string }) {
  const look = campaignStatusLook(status);
  return (
    <Badge tone={look.tone} data-testid="campaign-status">
      {look.label}
    </Badge>
  );
}

/** The header's status icon (spec 2): the same icon as the status, in a tinted circle. */
export function CampaignStatusIcon({ status }: { status: string }) {
  const { icon: Icon } = campaignStatusLook(status);
  return (
    <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600" aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}
