import { Cloud } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { SALESFORCE_MESSAGES } from "@/shared/schemas/integrations";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { useIntegrations } from "../api/get-integrations";
import { useStartSalesforceSignIn } from "../api/salesforce";
import { CrmConnectionBanner } from "./crm-connection-banner";
import { SalesforceImportForm } from "./salesforce-import-form";

/** Settings → Integrations → Salesforce: connect by signing in (admins), then import campaign members or a list view. */
export function SalesforceCard() {
  const integrations = useIntegrations();
  const isAdmin = useIsWorkspaceAdmin();
  const signIn = useStartSalesforceSignIn();
  const [params, setParams] = useSearchParams();
  const connection = integrations.data?.connections.find((c) => c.provider === "salesforce");
  const configured = integrations.data?.salesforce.configured ?? false;

  // The callback's outcome comes back in the URL: said once, then taken out of it.
  const outcome = params.get("salesforce");
  const refusal = params.get("salesforce_error");
  useEffect(() => {
    if (!outcome && !refusal) return;
    if (outcome === "connected") toast.success("Salesforce connected");
    if (refusal) toast.error(refusal);
    setParams({ section: "integrations" }, { replace: true });
  }, [outcome, refusal, setParams]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cloud className="size-4 text-brand-600" aria-hidden /> Salesforce
        </CardTitle>
        <CardDescription>
          Import a Salesforce campaign's members or a list view into a campaign, and see engagement on each Contact and Lead: page URL, views, last viewed,
          engagement score and status (Pitchsite custom fields), plus a completed Task at the first view and the CTA click.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {integrations.isPending ? (
          <Skeleton className="h-10" />
        ) : connection ? (
          <>
            <CrmConnectionBanner provider="salesforce" accountLabel={connection.accountLabel} connectedAt={connection.connectedAt} credential="sign-in" />
            <SalesforceImportForm />
          </>
        ) : isAdmin ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => signIn.mutate(undefined, { onError: (error) => toast.error(error.message) })} disabled={!configured || signIn.isPending} aria-describedby={configured ? undefined : "salesforce-unavailable"}>
              {signIn.isPending ? "Opening Salesforce…" : "Connect Salesforce"}
            </Button>
            {configured ? null : (
              <p id="salesforce-unavailable" className="text-sm text-slate-600">
                {SALESFORCE_MESSAGES.notConfigured}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Salesforce is not connected. Ask a workspace admin to connect it.</p>
        )}
      </CardContent>
    </Card>
  );
}
