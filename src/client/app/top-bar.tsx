import { LogOut, Menu, Search, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { signOut } from "../features/auth/api/auth-actions";
import type { SessionUser } from "../features/auth/api/session";
import { useMe } from "../features/dashboard/api/get-me";
import { WorkspaceSwitcher } from "../features/workspace/components/workspace-switcher";
import { Avatar } from "../components/ui/avatar";
import { toast } from "../lib/toast-store";

function initials(user: SessionUser) {
  return `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase() || user.email[0]?.toUpperCase();
}

export function TopBar({ user, onOpenMenu, onOpenCommands }: { user: SessionUser; onOpenMenu: () => void; onOpenCommands: () => void }) {
  const navigate = useNavigate();
  // The profile photo lives on /api/me (Settings updates that query when a photo is saved or removed).
  const me = useMe();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const handleSignOut = async () => {
    try {
      await signOut();
      navigate("/sign-in", { replace: true });
    } catch {
      toast.error("Could not sign out. Please try again.");
    }
  };

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button type="button" className="cursor-pointer rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu className="size-5" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-3 px-2 lg:px-0">
        <WorkspaceSwitcher />
        <button
          type="button"
          onClick={onOpenCommands}
          className="flex h-9 w-full max-w-xs cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500 hover:bg-slate-100"
        >
          <Search className="size-4 shrink-0" aria-hidden />
          <span className="flex-1 truncate text-left">Go to…</span>
          <kbd className="hidden rounded border border-slate-200 bg-white px-1.5 text-[11px] sm:block">Ctrl K</kbd>
        </button>
      </div>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100" aria-label="User menu">
            <span className="hidden text-right sm:block">
              <span className="block text-sm font-medium text-slate-900" data-testid="user-full-name">
                {fullName}
              </span>
              <span className="block text-xs text-slate-500">{user.email}</span>
            </span>
            <Avatar photoUrl={me.data?.photoUrl} initials={initials(user)} />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <DropdownMenu.Label className="px-2 py-1.5 text-xs text-slate-500">{fullName}</DropdownMenu.Label>
            <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100">
              <Link to="/settings">
                <Settings className="size-4" aria-hidden /> Settings
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              onSelect={handleSignOut}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-red-600 outline-none data-[highlighted]:bg-red-50"
            >
              <LogOut className="size-4" aria-hidden /> Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </header>
  );
}
