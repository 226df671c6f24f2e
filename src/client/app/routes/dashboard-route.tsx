import { admitRequestAction } from "@/client/features/access/components/admit-request-button";
import { AwaitingApprovalNotice } from "@/client/features/approvals/components/awaiting-approval-notice";
import { ExpiringSoon } from "@/client/features/expiry/components/expiring-soon";
import { getDashboardQueryOptions } from "@/client/features/dashboard/api/get-dashboard";
import { DashboardPage } from "@/client/features/dashboard/pages/dashboard-page";
import { accessRequestAction } from "@/client/features/launch/components/extend-request-button";
import { useLiveEngagement } from "@/client/features/metrics/use-live-engagement";
import { HotProspects } from "@/client/features/timeline/components/hot-prospects";

/** The dashboard with the pages awaiting an admin's approval (approvals), the expiry warnings (expiry), Hot prospects (timeline) one-click extension on requests (launch) and one-click admission on access requests (access). */
export function DashboardRoute() {
  // A prospect's view or click shows in the figures and Recent Activity within seconds, without a reload.
  useLiveEngagement(undefined, [getDashboardQueryOptions().queryKey]);
  return (
    <DashboardPage
      top={(stats) => (
        <>
          <AwaitingApprovalNotice count={stats?.pagesAwaitingApproval ?? 0} />
          <ExpiringSoon campaigns={stats?.expiringSoon ?? []} />
        </>
      )}
      side={(stats) => <HotProspects prospects={stats?.hotProspects ?? []} />}
      activityAction={(item) => admitRequestAction(item) ?? accessRequestAction(item)}
    />
  );
}
