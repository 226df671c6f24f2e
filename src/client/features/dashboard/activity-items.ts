import { CircleCheck, CircleX, ClipboardCheck, Eye, Link2, MousePointerClick, Plus, Rocket, UserPlus, type LucideIcon } from "lucide-react";
import type { ActivityKind } from "@/shared/activity";
import type { ActivityItem as ActivityRow } from "./components/recent-activity";
import { relativeTime } from "./relative-time";

const LOOK: Record<ActivityKind, { icon: LucideIcon; color: string }> = {
  campaign_created: { icon: Plus, color: "bg-slate-100 text-slate-600" },
  campaign_launched: { icon: Rocket, color: "bg-brand-50 text-brand-600" },
  microsite_viewed: { icon: Eye, color: "bg-sky-50 text-sky-600" },
  cta_clicked: { icon: MousePointerClick, color: "bg-emerald-50 text-emerald-600" },
  access_requested: { icon: Link2, color: "bg-amber-50 text-amber-600" },
  new_viewer: { icon: UserPlus, color: "bg-violet-50 text-violet-600" },
  pages_waiting: { icon: ClipboardCheck, color: "bg-amber-50 text-amber-600" },
  pages_approved: { icon: CircleCheck, color: "bg-emerald-50 text-emerald-600" },
  pages_rejected: { icon: CircleX, color: "bg-red-50 text-red-600" },
};

export type ServerActivity = { id: string; kind: ActivityKind; title: string; description: string; time: string; micrositeId?: string | null; pageExpired?: boolean; request?: { id: string; email: string; admitted: boolean }; repName?: string };

/** An admin sees the team's activity: another rep's item names them. */
export const activityDescription = (item: Pick<ServerActivity, "description" | "repName">) => (item.repName ? `${item.description} · Rep: ${item.repName}` : item.description);

/** Server activity -> spec 3 Activity item (id, title, description, time, color, icon), with an optional action under it. */
export const toActivityRows = (items: ServerActivity[], now = new Date(), actionFor?: (item: ServerActivity) => ActivityRow["action"]): ActivityRow[] =>
  items.map((item) => ({ id: item.id, title: item.title, description: activityDescription(item), time: relativeTime(item.time, now), ...LOOK[item.kind], action: actionFor?.(item) }));
