import { lazy, Suspense } from "react";
import { useSession } from "../features/auth/api/session";
import { LandingPage } from "../features/marketing/pages/landing-page";
import { AppShell } from "./app-shell";

const DashboardRoute = lazy(() => import("./routes/dashboard-route").then((m) => ({ default: m.DashboardRoute })));

/** `/` is the marketing landing page when signed out and the dashboard when signed in (spec 2). */
export function HomeRoute() {
  const { data: session } = useSession();
  if (!session) return <LandingPage />;
  return (
    <AppShell>
      <Suspense fallback={null}>
        <DashboardRoute />
      </Suspense>
    </AppShell>
  );
}
