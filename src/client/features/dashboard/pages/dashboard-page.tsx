import { Globe, Heart, Megaphone, MousePointerClick, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import { StatCard } from "@/client/components/ui/stat-card";
import type { ReactNode } from "react";
import { useBrandProfile } from "@/client/features/settings/api/get-brand-profile";
import { useWorkspace } from "@/client/features/workspace/api/get-workspace";
import { toActivityRows, type ServerActivity } from "../activity-items";
import { useDashboard, type DashboardStats } from "../api/get-dashboard";
import { useMe } from "../api/get-me";
import { ActivityDialog } from "../components/activity-dialog";
import { KeyMetrics } from "../components/key-metrics";
import { PerformanceOverview } from "../components/performance-overview";
import { OnboardingChecklist } from "../components/onboarding-checklist";
import { RecentActivity } from "../components/recent-activity";
import { onboardingSteps } from "../onboarding-steps";
import { statCards } from "../dashboard-stats";
import { welcomeText } from "../welcome-text";

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="space-y-6">
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-4 w-96" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-56 rounded-xl lg:col-span-2" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}

/** What other features add to the dashboard (composed in app/routes/dashboard-route.tsx). */
export type DashboardSlots = {
  /** Above the stat cards (expiry warnings). */
  top?: (stats: DashboardStats | undefined) => ReactNode;
  /** Atop the right-hand column (hot prospects). */
  side?: (stats: DashboardStats | undefined) => ReactNode;
  /** An action under an activity item (extend a page whose prospect asked for a new link). */
  activityAction?: (item: ServerActivity) => ReactNode;
};

export function DashboardPage({ top, side, activityAction }: DashboardSlots = {}) {
  const me = useMe();
  const dashboard = useDashboard();
  const brandProfile = useBrandProfile();
  // Members use the team's frameworks and brand profile but cannot save them: nothing here asks them to.
  const workspace = useWorkspace();
  const member = workspace.data?.role === "member";
  const [allActivity, setAllActivity] = useState(false);
  // The greeting depends on whether the account has anything yet, so it waits for the dashboard too.
  if (me.isPending || dashboard.isPending) return <DashboardSkeleton />;

  const stats = dashboard.data;
  const hasWork = !!stats && (stats.campaigns > 0 || stats.frameworks > 0);
  // A dashboard that failed to load says nothing about a first visit: keep the spec's greeting then.
  const greeting = welcomeText(me.data?.firstName, hasWork || !stats);
  const cards = statCards(stats);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{greeting}</h1>
          <p className="mt-1 text-sm text-slate-500">
            {hasWork
              ? "Pick up where you left off: check your campaigns and see who engaged."
              : member
                ? "Create your first campaign to start sending personalized microsites."
                : "Create your first campaign and framework to start sending personalized microsites."}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/campaigns/new">
              <Plus aria-hidden /> Create Campaign
            </Link>
          </Button>
          {member ? null : (
            <Button asChild variant="secondary">
              <Link to="/templates/frameworks/new">
                <Plus aria-hidden /> New Framework
              </Link>
            </Button>
          )}
        </div>
      </div>

      {dashboard.isError ? <ErrorBanner message={dashboard.error.message} onRetry={() => dashboard.refetch()} /> : null}

      {stats && brandProfile.isSuccess && workspace.isSuccess ? (
        <OnboardingChecklist
          steps={onboardingSteps(
            {
              brandProfile: brandProfile.data !== null,
              frameworks: stats.frameworks,
              campaigns: stats.campaigns,
              launchedCampaigns: stats.launchedCampaigns,
              views: stats.engagement.views,
            },
            workspace.data.role,
          )}
        />
      ) : null}

      {top?.(stats)}

      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard name="Live Campaigns" icon={Megaphone} {...cards.liveCampaigns} />
        <StatCard name="Total Microsites" icon={Globe} {...cards.microsites} />
        <StatCard name="Conversion Rate" icon={MousePointerClick} {...cards.conversionRate} />
        <StatCard name="Engagement Score" icon={Heart} {...cards.engagementScore} />
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PerformanceOverview figures={{ ...cards.performance, hasLiveCampaigns: (stats?.liveCampaigns ?? 0) > 0 }} />
          <RecentActivity items={toActivityRows(stats?.recentActivity ?? [], new Date(), activityAction)} onViewAll={() => setAllActivity(true)} />
        </div>
        <div className="min-w-0 space-y-6">
          {side?.(stats)}
          <KeyMetrics totalContacts={stats?.contacts ?? 0} campaignsSent={stats?.launchedCampaigns ?? 0} frameworksCreated={stats?.frameworks ?? 0} />
        </div>
      </div>
      <ActivityDialog open={allActivity} onOpenChange={setAllActivity} activityAction={activityAction} />
    </div>
  );
}
