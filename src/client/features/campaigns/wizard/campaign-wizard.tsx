import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { WIZARD_STEP_COUNT, WIZARD_STEPS } from "@/shared/schemas/campaign";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { ApiRequestError } from "@/client/lib/api";
import type { CampaignDetail } from "../api/get-campaign";
import { StepContacts } from "./step-contacts";
import { StepDetails } from "./step-details";
import { StepFramework } from "./step-framework";
import { StepPersonalization } from "./step-personalization";
import { StepReview } from "./step-review";
import { useCampaignWizard } from "./use-campaign-wizard";
import { useLeaveGuard } from "./use-leave-guard";
import { importErrorsMessage, useSaveCampaign } from "./use-save-campaign";
import { WizardStepper } from "./wizard-stepper";
import { DISK_FULL_STATUS } from "@/shared/disk";

/** The five-step campaign wizard, for a new campaign or an existing one (`campaign`). */
/** `preview`: the page a contact would get (page review), shown on the review step of a saved campaign. */
export function CampaignWizard({ campaign, preview }: { campaign?: CampaignDetail; preview?: ReactNode }) {
  const navigate = useNavigate();
  const wizard = useCampaignWizard(campaign);
  const [campaignId, setCampaignId] = useState(campaign?.id);
  const [csvBusy, setCsvBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { save, saving, progress } = useSaveCampaign(setCampaignId);
  const { step } = wizard;
  const guard = useLeaveGuard(wizard.dirty);
  const existingCount = campaign?.contact_count ?? 0;

  async function handleSave() {
    setSaveError(null);
    if (!wizard.validateAll()) return;
    try {
      const { id, importErrors } = await save(wizard.draft, campaignId, step);
      if (importErrors.length > 0) toast.error(importErrorsMessage(importErrors));
      toast.success("Campaign saved successfully!");
      guard.allowLeave();
      navigate(`/campaigns/${id}/view`);
    } catch (error) {
      const diskFull = error instanceof ApiRequestError && error.status === DISK_FULL_STATUS;
      // A full disk is not fixed by trying again: the toast says what is wrong.
      toast.error(diskFull ? error.message : "Failed to save campaign. Please try again.");
      if (error instanceof ApiRequestError && (error.status === 400 || diskFull)) setSaveError(error.message);
    }
  }

  const savingLabel = progress ? `Saving… ${progress.imported.toLocaleString("en-US")} / ${progress.total.toLocaleString("en-US")} contacts` : "Saving…";

  return (
    <div className="space-y-6">
      <PageHeader
        title={campaign ? `Edit ${campaign.name}` : "New Campaign"}
        description="Set up your campaign in five steps."
        actions={
          <Button asChild variant="ghost">
            <Link to={campaign ? `/campaigns/${campaign.id}/view` : "/campaigns"}>
              <ArrowLeft aria-hidden /> {campaign ? "Back to campaign" : "Back to Campaigns"}
            </Link>
          </Button>
        }
      />
      <WizardStepper step={step} onSelect={wizard.goTo} />
      <Card>
        <CardHeader className="border-b border-slate-100 pb-4">
          <p className="text-xs font-medium tracking-wide text-brand-600 uppercase" data-testid="wizard-step-label">
            Step {step} of {WIZARD_STEP_COUNT}
          </p>
          <CardTitle className="text-lg">{WIZARD_STEPS[step - 1]}</CardTitle>
        </CardHeader>
        <CardContent className="pt-5">
          {step === 1 && <StepDetails wizard={wizard} />}
          {step === 2 && <StepFramework wizard={wizard} locked={campaign?.framework_locked ?? false} />}
          {step === 3 && <StepContacts wizard={wizard} existingCount={existingCount} onParsingChange={setCsvBusy} />}
          {step === 4 && <StepPersonalization wizard={wizard} />}
          {step === 5 && <StepReview wizard={wizard} existingCount={existingCount} preview={preview} />}
          {saveError ? <div className="mt-4"><ErrorBanner message={saveError} /></div> : null}
        </CardContent>
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-4">
          <Button variant="secondary" onClick={wizard.previous} disabled={step === 1 || saving}>
            <ArrowLeft aria-hidden /> Previous
          </Button>
          {step < WIZARD_STEP_COUNT ? (
            <Button onClick={wizard.next} disabled={csvBusy}>
              Next <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button onClick={handleSave} disabled={saving}>
              <Save aria-hidden /> {saving ? savingLabel : "Save"}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
