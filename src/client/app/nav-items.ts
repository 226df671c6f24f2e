import { BarChart3, LayoutDashboard, LayoutTemplate, Megaphone, Settings, Users } from "lucide-react";

/** Spec 2 sidebar entries, in order. */
export const NAV_ITEMS = [
  { label: "Dashboard", to: "/", icon: LayoutDashboard },
  { label: "Campaigns", to: "/campaigns", icon: Megaphone },
  { label: "Frameworks", to: "/templates", icon: LayoutTemplate },
  { label: "Contacts", to: "/contacts", icon: Users },
  { label: "Analytics", to: "/analytics", icon: BarChart3 },
  { label: "Settings", to: "/settings", icon: Settings },
] as const;

/** The active entry is highlighted by exact path match (spec 2). */
export const isActivePath = (pathname: string, to: string) => pathname.replace(/\/+$/, "") === to.replace(/\/+$/, "");
