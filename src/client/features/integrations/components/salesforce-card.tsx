import { Cloud } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { SALESFORCE_MESSAGES } from "@/shared/schemas/integrations";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { useIntegrations } from "../api/get-integrations";
import { useStartSalesforceSignIn } from "../api/salesforce";
import { CrmCard } from "./crm-card";
import { SalesforceImportForm } from "./salesforce-import-form";

/** Settings → Integrations → Salesforce: connect by signing in (admins), then import campaign members or a list view. */
export function SalesforceCard() {
  const integrations = useIntegrations();
  const signIn = useStartSalesforceSignIn();
  const [params, setParams] = useSearchParams();
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

  const connect = (
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
  );
  return (
    <CrmCard provider="salesforce" icon={Cloud} credential="sign-in" connect={connect} importForm={<SalesforceImportForm />}>
      Import a Salesforce campaign's members or a list view into a campaign, and see engagement on each Contact and Lead: page URL, views, last viewed,
      engagement score and status (Pitchsite custom fields), plus a completed Task at the first view and the CTA click.
    </CrmCard>
  );
}
