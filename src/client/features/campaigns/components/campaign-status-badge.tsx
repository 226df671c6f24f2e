import { AlertTriangle, CheckCircle2, CircleDashed, Clock, Hourglass, LoaderCircle, PauseCircle, Radio, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { CAMPAIGN_DISPLAY_LABELS, type CampaignDisplayState } from "@/shared/campaign-state";
import { Badge } from "@/client/components/ui/badge";

type Tone = ComponentProps<typeof Badge>["tone"];

/** The badge of a campaign's state as the server derives it (campaign.state.display): "Live" only once a page is live. */
const STATE_LOOK: Record<CampaignDisplayState, { tone: Tone; icon: LucideIcon }> = {
  draft: { tone: "neutral", icon: CircleDashed },
  live: { tone: "success", icon: Radio },
  paused: { tone: "warning", icon: PauseCircle },
  completed: { tone: "brand", icon: CheckCircle2 },
  expired: { tone: "danger", icon: Clock },
  generating: { tone: "info", icon: LoaderCircle },
  awaiting_approval: { tone: "brand", icon: Hourglass },
  not_live: { tone: "warning", icon: AlertTriangle },
};

const lookOf = (state: string) => {
  const key = (state in STATE_LOOK ? state : "draft") as CampaignDisplayState;
  return { ...STATE_LOOK[key], label: CAMPAIGN_DISPLAY_LABELS[key] };
};

export function CampaignStatusBadge({ state }: { state: string }) {
  const look = lookOf(state);
  return (
    <Badge tone={look.tone} data-testid="campaign-status">
      {look.label}
    </Badge>
  );
}

/** The header's status icon (spec 2): the same icon as the badge, in a tinted circle. */
export function CampaignStatusIcon({ state }: { state: string }) {
  const { icon: Icon } = lookOf(state);
  return (
    <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600" aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}
