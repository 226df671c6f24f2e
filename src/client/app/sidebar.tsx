import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Logo } from "../components/ui/logo";
import { cn } from "../lib/cn";
import { useApprovalsCount } from "../features/approvals/api/get-approvals-count";
import { useIsWorkspaceAdmin } from "../features/workspace/api/get-workspace";
import { APPROVALS_NAV_ITEM, isActivePath, navItemsFor } from "./nav-items";

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const admin = useIsWorkspaceAdmin();
  const waiting = useApprovalsCount(admin).data?.count ?? 0;
  return (
    <>
      <div
        aria-hidden
        className={cn("fixed inset-0 z-40 bg-slate-900/40 transition-opacity lg:hidden", open ? "opacity-100" : "pointer-events-none opacity-0")}
        onClick={onClose}
      />
      <aside
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200 bg-white transition-transform lg:translate-x-0",
          open ? "translate-x-0" : "-translate-x-full",
        )}
      >
        <div className="flex h-16 items-center justify-between px-6">
          <Logo />
          <button type="button" className="cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 lg:hidden" aria-label="Close menu" onClick={onClose}>
            <X className="size-5" />
          </button>
        </div>
        <nav aria-label="Main navigation" className="flex-1 space-y-1 px-4 py-4">
          {navItemsFor(admin).map(({ label, to, icon: Icon }) => {
            const active = isActivePath(pathname, to);
            return (
              <Link
                key={to}
                to={to}
                onClick={onClose}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                  active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <Icon className="size-5" aria-hidden />
                {label}
                {to === APPROVALS_NAV_ITEM.to && waiting > 0 ? (
                  <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" aria-label={`${waiting} awaiting approval`} data-testid="approvals-count">
                    {waiting}
                  </span>
                ) : null}
              </Link>
            );
          })}
        </nav>
      </aside>
    </>
  );
}
