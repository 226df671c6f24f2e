import { PlugZap } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { useIntegrations } from "../api/get-integrations";
import { HubspotConnectForm } from "./hubspot-connect-form";
import { CrmConnectionBanner } from "./crm-connection-banner";
import { HubspotImportForm } from "./hubspot-import-form";
import { SalesforceCard } from "./salesforce-card";

/** Settings → Integrations: the workspace's CRM connections, the HubSpot list import and the Salesforce card. */
export function IntegrationsSettings() {
  const integrations = useIntegrations();
  const isAdmin = useIsWorkspaceAdmin();
  const hubspot = integrations.data?.connections.find((c) => c.provider === "hubspot");

  if (integrations.isError) return <ErrorBanner message={integrations.error.message} onRetry={() => integrations.refetch()} />;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PlugZap className="size-4 text-brand-600" aria-hidden /> HubSpot
          </CardTitle>
          <CardDescription>
            Import a HubSpot list into a campaign, and see engagement on each HubSpot contact: page URL, views, last viewed, engagement score and status
            (properties in a “Pitchsite” group), plus a note at the first view, the CTA click and each request for a new link.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {integrations.isPending ? (
            <Skeleton className="h-10" />
          ) : hubspot ? (
            <>
              <CrmConnectionBanner provider="hubspot" accountLabel={hubspot.accountLabel} connectedAt={hubspot.connectedAt} credential="token" />
              <HubspotImportForm />
            </>
          ) : isAdmin ? (
            <HubspotConnectForm />
          ) : (
            <p className="text-sm text-slate-600">HubSpot is not connected. Ask a workspace admin to connect it.</p>
          )}
        </CardContent>
      </Card>
      <SalesforceCard />
    </div>
  );
}
