import { PlugZap } from "lucide-react";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { useIntegrations } from "../api/get-integrations";
import { CrmCard } from "./crm-card";
import { HubspotConnectForm } from "./hubspot-connect-form";
import { HubspotImportForm } from "./hubspot-import-form";
import { SalesforceCard } from "./salesforce-card";

/** Settings → Integrations: the workspace's CRM connections, the HubSpot list import and the Salesforce card. */
export function IntegrationsSettings() {
  const integrations = useIntegrations();

  if (integrations.isError) return <ErrorBanner message={integrations.error.message} onRetry={() => integrations.refetch()} />;
  return (
    <div className="space-y-6">
      <CrmCard provider="hubspot" icon={PlugZap} credential="token" connect={<HubspotConnectForm />} importForm={<HubspotImportForm />}>
        Import a HubSpot list into a campaign, and see engagement on each HubSpot contact: page URL, views, last viewed, engagement score and status
        (properties in a “Pitchsite” group), plus a note at the first view, the CTA click and each request for a new link.
      </CrmCard>
      <SalesforceCard />
    </div>
  );
}
