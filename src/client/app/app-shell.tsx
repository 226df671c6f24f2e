import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../features/auth/api/session";
import { EngagementNotifier } from "../features/notifications/components/engagement-notifier";
import { CommandMenu } from "./command-menu/command-menu";
import { PageFade } from "./page-fade";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** Signed-in layout: fixed sidebar (w-72 on large screens, a drawer on small ones), top bar, faded page. */
export function AppShell({ children }: { children?: React.ReactNode }) {
  const { data: session } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [commandsOpen, setCommandsOpen] = useState(false);
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return (
    <div className="min-h-screen">
      <EngagementNotifier />
      <CommandMenu open={commandsOpen} onOpenChange={setCommandsOpen} />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className="lg:pl-72">
        <TopBar user={session.user} onOpenMenu={() => setMenuOpen(true)} onOpenCommands={() => setCommandsOpen(true)} />
        <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <PageFade>{children ?? <Outlet />}</PageFade>
        </main>
      </div>
    </div>
  );
}
