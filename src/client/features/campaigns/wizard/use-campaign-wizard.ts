import { useState } from "react";
import { WIZARD_STEP_COUNT } from "@/shared/schemas/campaign";
import { toast } from "@/client/lib/toast-store";
import type { CampaignDetail } from "../api/get-campaign";
import { draftFromCampaign, emptyDraft, firstInvalidStep, savedStep, type FieldErrors, type WizardDraft } from "./wizard-draft";

/**
 * The wizard's state: the draft, the step (1..5) and the current step's errors. Spec 2: Previous is disabled at
 * step 1; Next only when the step validates; the framework is required from step 2 onwards.
 */
export function useCampaignWizard(campaign: CampaignDetail | undefined) {
  const [draft, setDraft] = useState<WizardDraft>(() => (campaign ? draftFromCampaign(campaign) : emptyDraft()));
  const [step, setStep] = useState(() => savedStep(campaign));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

  function update(patch: Partial<WizardDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    // An edited field's error goes away as soon as it is touched.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  /** Shows the first step (up to `upTo`) that does not validate, with a toast; false when there is one. */
  function checkSteps(upTo: number): boolean {
    const invalid = firstInvalidStep(draft, upTo);
    if (!invalid) return true;
    setStep(invalid.step);
    setErrors(invalid.errors);
    toast.error(Object.values(invalid.errors)[0] ?? "Please check this step");
    return false;
  }

  /** Moves to `target`, validating every step passed on the way forward. */
  function goTo(target: number): boolean {
    const bounded = Math.min(Math.max(target, 1), WIZARD_STEP_COUNT);
    if (bounded > step && !checkSteps(bounded - 1)) return false;
    setErrors({});
    setStep(bounded);
    return true;
  }

  return {
    draft,
    /** Something was changed since the wizard opened. */
    dirty,
    step,
    errors,
    setErrors,
    update,
    next: () => goTo(step + 1),
    previous: () => goTo(step - 1),
    goTo,
    /** Before Save: every step must still validate (spec: framework required when saving). */
    validateAll: () => checkSteps(WIZARD_STEP_COUNT),
  };
}

export type CampaignWizard = ReturnType<typeof useCampaignWizard>;
