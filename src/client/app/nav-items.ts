import { BarChart3, ClipboardCheck, LayoutDashboard, LayoutTemplate, Megaphone, Settings, Users, type LucideIcon } from "lucide-react";

type NavItem = { label: string; to: string; icon: LucideIcon };

/** Spec 2 sidebar entries, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/", icon: LayoutDashboard },
  { label: "Campaigns", to: "/campaigns", icon: Megaphone },
  { label: "Frameworks", to: "/templates", icon: LayoutTemplate },
  { label: "Contacts", to: "/contacts", icon: Users },
  { label: "Analytics", to: "/analytics", icon: BarChart3 },
  { label: "Settings", to: "/settings", icon: Settings },
];

/** Issue 12: the admins' review queue, after Analytics (before Settings). */
export const APPROVALS_NAV_ITEM: NavItem = { label: "Approvals", to: "/approvals", icon: ClipboardCheck };

/** The entries one person sees: the review queue only for a workspace admin. */
export const navItemsFor = (admin: boolean): readonly NavItem[] => (admin ? [...NAV_ITEMS.slice(0, -1), APPROVALS_NAV_ITEM, ...NAV_ITEMS.slice(-1)] : NAV_ITEMS);

/** The active entry is highlighted by exact path match (spec 2). */
export const isActivePath = (pathname: string, to: string) => pathname.replace(/\/+$/, "") === to.replace(/\/+$/, "");
