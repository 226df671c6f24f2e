import { CAMPAIGN_TYPES, CTA_TYPES, EXPIRATION_DAY_CHOICES } from "@/shared/constants";
import { CTA_TYPES_NEEDING_URL } from "@/shared/schemas/campaign";
import { normalizeCtaUrl } from "@/shared/website";
import { Field, Input, Select, Textarea } from "@/client/components/ui/input";
import { titleCase } from "../format";
import type { CampaignWizard } from "./use-campaign-wizard";

/** Whether the URL may be left empty depends on the CTA type (shared rule: CTA_TYPES_NEEDING_URL). */
function ctaUrlHint(ctaType: string): string {
  if ((CTA_TYPES_NEEDING_URL as readonly string[]).includes(ctaType)) return "Required: where the microsite button leads, e.g. acme.com/checkout";
  return "Where the microsite button leads, e.g. acme.com/book-a-demo. Left empty, it opens your scheduling link or website.";
}

/** Step 1, Campaign Details. */
export function StepDetails({ wizard }: { wizard: CampaignWizard }) {
  const { draft, errors, update, setErrors } = wizard;

  // Spec 5: the CTA URL is normalized on blur (and again on save, by the server).
  function normalizeUrlOnBlur() {
    const result = normalizeCtaUrl(draft.cta_url);
    if (result.ok) update({ cta_url: result.url });
    else setErrors({ ...errors, cta_url: result.error });
  }

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label="Campaign name" htmlFor="campaign-name" error={errors.name} className="md:col-span-2">
        <Input
          id="campaign-name"
          placeholder="e.g. Q3 enterprise outreach"
          value={draft.name}
          aria-invalid={!!errors.name}
          onChange={(e) => update({ name: e.target.value })}
          autoFocus
        />
      </Field>
      <Field label="Description" htmlFor="campaign-description" error={errors.description} className="md:col-span-2">
        <Textarea
          id="campaign-description"
          placeholder="What is this campaign about, and who is it for?"
          value={draft.description}
          onChange={(e) => update({ description: e.target.value })}
        />
      </Field>
      <Field label="Campaign type" htmlFor="campaign-type" error={errors.campaign_type}>
        <Select id="campaign-type" value={draft.campaign_type} onChange={(e) => update({ campaign_type: e.target.value })}>
          {CAMPAIGN_TYPES.map((type) => (
            <option key={type} value={type}>
              {titleCase(type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Expiration (days)" htmlFor="campaign-expiration" error={errors.expiration_days} hint="Microsites stop showing after this many days.">
        <Select id="campaign-expiration" value={draft.expiration_days} onChange={(e) => update({ expiration_days: Number(e.target.value) })}>
          {EXPIRATION_DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </Select>
      </Field>
      <Field label="CTA type" htmlFor="campaign-cta-type" error={errors.cta_type}>
        <Select id="campaign-cta-type" value={draft.cta_type} onChange={(e) => update({ cta_type: e.target.value })}>
          <option value="">No call to action</option>
          {CTA_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="CTA URL" htmlFor="campaign-cta-url" error={errors.cta_url} hint={ctaUrlHint(draft.cta_type)}>
        <Input
          id="campaign-cta-url"
          inputMode="url"
          placeholder="https://"
          value={draft.cta_url}
          aria-invalid={!!errors.cta_url}
          onChange={(e) => update({ cta_url: e.target.value })}
          onBlur={normalizeUrlOnBlur}
        />
      </Field>
      <Field label="Start date" htmlFor="campaign-start" error={errors.start_date}>
        <Input id="campaign-start" type="date" value={draft.start_date} onChange={(e) => update({ start_date: e.target.value })} />
      </Field>
      <Field label="End date" htmlFor="campaign-end" error={errors.end_date}>
        <Input
          id="campaign-end"
          type="date"
          min={draft.start_date || undefined}
          value={draft.end_date}
          aria-invalid={!!errors.end_date}
          onChange={(e) => update({ end_date: e.target.value })}
        />
      </Field>
    </div>
  );
}
