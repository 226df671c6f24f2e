import { ExpiringSoon } from "../../features/expiry/components/expiring-soon";
import { DashboardPage } from "../../features/dashboard/pages/dashboard-page";
import { accessRequestAction } from "../../features/launch/components/extend-request-button";
import { HotProspects } from "../../features/timeline/components/hot-prospects";

/** The dashboard with the expiry warnings (expiry), Hot prospects (timeline) and one-click extension on requests (launch). */
export function DashboardRoute() {
  return (
    <DashboardPage
      top={(stats) => <ExpiringSoon campaigns={stats?.expiringSoon ?? []} />}
      side={(stats) => <HotProspects prospects={stats?.hotProspects ?? []} />}
      activityAction={accessRequestAction}
    />
  );
}
