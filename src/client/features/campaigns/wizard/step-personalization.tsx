import { Sparkles } from "lucide-react";
import { PERSONALIZATION_FIELDS, type PersonalizationField } from "@/shared/schemas/campaign";
import { Field, Select } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import { useOfferings } from "@/client/features/settings/api/get-offerings";
import { BEST_FIT_LABEL } from "../featured-offering";
import type { CampaignWizard } from "./use-campaign-wizard";

export const PERSONALIZATION_LABELS: Record<PersonalizationField, { label: string; hint: string }> = {
  firstName: { label: "First name", hint: "Greet each contact by name" },
  lastName: { label: "Last name", hint: "Use the full name where it reads naturally" },
  company: { label: "Company", hint: "Speak to their company" },
  industry: { label: "Industry", hint: "Examples and wording for their industry" },
  context: { label: "Context", hint: "Your notes: where you met, what they need" },
  domain: { label: "Domain", hint: "Their website, for relevant references" },
  title: { label: "Job title", hint: "Speak to the concerns of their role" },
};

/** Step 4, Personalization: the contact fields (all on by default); AI is always on and shown as such. */
export function StepPersonalization({ wizard }: { wizard: CampaignWizard }) {
  const { draft, update } = wizard;
  const offerings = useOfferings();
  const toggle = (field: PersonalizationField, on: boolean) =>
    update({ fields: on ? PERSONALIZATION_FIELDS.filter((f) => f === field || draft.fields.includes(f)) : draft.fields.filter((f) => f !== field) });

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <div className="flex gap-3">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <div>
            <p id="ai-label" className="text-sm font-semibold text-slate-900">
              AI personalization
            </p>
            <p className="text-sm text-slate-600">Every microsite is written for its contact. Always on.</p>
          </div>
        </div>
        <Switch checked disabled aria-labelledby="ai-label" />
      </div>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-700">Personalize with these contact fields</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PERSONALIZATION_FIELDS.map((field) => {
            const id = `personalize-${field}`;
            return (
              <div key={field} className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
                <div>
                  <label htmlFor={id} className="text-sm font-medium text-slate-900">
                    {PERSONALIZATION_LABELS[field].label}
                  </label>
                  <p className="text-xs text-slate-500">{PERSONALIZATION_LABELS[field].hint}</p>
                </div>
                <Switch id={id} checked={draft.fields.includes(field)} onCheckedChange={(on) => toggle(field, on)} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <Field
        label="Featured offering"
        htmlFor="featured-offering"
        hint={
          offerings.data?.length === 0
            ? "Add offerings in Settings → Brand Profile to pin one."
            : "Pin one offering for every page (e.g. a product launch), or let each page feature what fits its contact best."
        }
      >
        <Select
          id="featured-offering"
          className="sm:max-w-md"
          value={draft.featured_offering_id}
          onChange={(e) => update({ featured_offering_id: e.target.value })}
        >
          <option value="">{BEST_FIT_LABEL}</option>
          {offerings.data?.map((offering) => (
            <option key={offering.id} value={offering.id}>
              {offering.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
