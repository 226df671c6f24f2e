import { lazy, Suspense } from "react";
import { useSession } from "../features/auth/api/session";
import { LandingPage } from "../features/marketing/pages/landing-page";
import { AppShell } from "./app-shell";

const DashboardPage = lazy(() => import("../features/dashboard/pages/dashboard-page").then((m) => ({ default: m.DashboardPage })));

/** `/` is the marketing landing page when signed out and the dashboard when signed in (spec 2). */
export function HomeRoute() {
  const { data: session } = useSession();
  if (!session) return <LandingPage />;
  return (
    <AppShell>
      <Suspense fallback={null}>
        <DashboardPage />
      </Suspense>
    </AppShell>
  );
}
