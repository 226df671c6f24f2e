import { Building2, KeyRound, PlugZap, UserCog, UsersRound, type LucideIcon } from "lucide-react";
import { cn } from "@/client/lib/cn";

export const SETTINGS_SECTIONS = ["account", "brand", "team", "api", "integrations"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const ITEMS: Array<{ id: SettingsSection; label: string; description: string; icon: LucideIcon }> = [
  { id: "account", label: "Account Management", description: "Name, photo, password, sessions", icon: UserCog },
  { id: "brand", label: "Brand Profile", description: "Company, offerings, stories, FAQ", icon: Building2 },
  { id: "team", label: "Team", description: "Workspace, members, invitations", icon: UsersRound },
  { id: "api", label: "API", description: "API keys, reference", icon: KeyRound },
  { id: "integrations", label: "Integrations", description: "HubSpot, Salesforce: import, engagement sync", icon: PlugZap },
];

/** The settings side menu (spec 2): a column on wide screens, a row above the content on small ones. */
export function SettingsMenu({ active, onSelect }: { active: SettingsSection; onSelect: (section: SettingsSection) => void }) {
  return (
    <nav aria-label="Settings" className="grid grid-cols-2 gap-2 sm:flex xl:flex-col">
      {ITEMS.map(({ id, label, description, icon: Icon }) => (
        <button
          key={id}
          type="button"
          onClick={() => onSelect(id)}
          aria-current={active === id ? "page" : undefined}
          className={cn(
            "flex flex-1 cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors xl:flex-none",
            active === id ? "bg-white text-brand-700 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:bg-white/70 hover:text-slate-900",
          )}
        >
          <Icon className={cn("mt-0.5 size-5 shrink-0", active === id ? "text-brand-600" : "text-slate-400")} aria-hidden />
          <span>
            <span className="block text-sm font-medium">{label}</span>
            <span className="hidden text-xs text-slate-500 sm:block">{description}</span>
          </span>
        </button>
      ))}
    </nav>
  );
}
