import { PlugZap } from "lucide-react";
import { toast } from "../../../lib/toast-store";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ErrorBanner } from "../../../components/ui/feedback";
import { Skeleton } from "../../../components/ui/skeleton";
import { useIsWorkspaceAdmin } from "../../workspace/api/get-workspace";
import { useDisconnectCrm } from "../api/disconnect-crm";
import { useIntegrations } from "../api/get-integrations";
import { HubspotConnectForm } from "./hubspot-connect-form";
import { HubspotImportForm } from "./hubspot-import-form";

/** Settings → Integrations: the workspace's CRM connections and the HubSpot list import. */
export function IntegrationsSettings() {
  const integrations = useIntegrations();
  const disconnect = useDisconnectCrm();
  const isAdmin = useIsWorkspaceAdmin();
  const hubspot = integrations.data?.connections.find((c) => c.provider === "hubspot");

  const disconnectHubspot = async () => {
    if (!(await toast.confirm("Disconnect HubSpot? The token is deleted and contacts stop syncing."))) return;
    await disconnect.mutateAsync("hubspot").then(
      () => toast.success("HubSpot disconnected"),
      (error: Error) => toast.error(`Could not disconnect: ${error.message}`),
    );
  };

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
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
                <p>
                  <span className="font-medium">Connected</span> · {hubspot.accountLabel} since {new Date(hubspot.connectedAt).toLocaleDateString()}
                </p>
                {isAdmin ? (
                  <Button size="sm" variant="secondary" onClick={disconnectHubspot} disabled={disconnect.isPending}>
                    Disconnect
                  </Button>
                ) : null}
              </div>
              <HubspotImportForm />
            </>
          ) : isAdmin ? (
            <HubspotConnectForm />
          ) : (
            <p className="text-sm text-slate-600">HubSpot is not connected. Ask a workspace admin to connect it.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
