import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { useFrameworkOptions } from "../api/get-framework-options";
import { PaletteSwatches } from "../components/palette-swatches";
import { useFeaturedOfferingLabel } from "../featured-offering";
import { formatDate, pluralize, titleCase } from "../format";
import { PERSONALIZATION_LABELS } from "./step-personalization";
import type { CampaignWizard } from "./use-campaign-wizard";
import { newContactsOf } from "./wizard-draft";

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="mb-3 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onEdit(step)}>
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="mt-0.5 font-medium break-words text-slate-900">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 5, Review & Save: everything the campaign will be saved with, and a saved campaign's page preview. */
export function StepReview({ wizard, existingCount, preview }: { wizard: CampaignWizard; existingCount: number; preview?: ReactNode }) {
  const { draft, goTo } = wizard;
  const frameworks = useFrameworkOptions();
  const framework = frameworks.data?.find((f) => f.id === draft.framework_id);
  const newCount = newContactsOf(draft).length;
  const featured = useFeaturedOfferingLabel(draft.featured_offering_id);

  return (
    <div className="space-y-4">
      <Section title="Campaign Details" step={1} onEdit={goTo}>
        <Facts
          items={[
            ["Name", draft.name],
            ["Campaign type", titleCase(draft.campaign_type)],
            ["Description", draft.description || "No description provided"],
            ["Expiration", `${draft.expiration_days} days`],
            ["CTA type", draft.cta_type],
            ["CTA URL", draft.cta_url],
            ["Start date", draft.start_date ? formatDate(draft.start_date) : ""],
            ["End date", draft.end_date ? formatDate(draft.end_date) : ""],
          ]}
        />
      </Section>
      <Section title="Framework" step={2} onEdit={goTo}>
        {framework ? (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-900">{framework.name}</p>
            {framework.brand_guidelines?.colorPalettes?.[0] ? <PaletteSwatches palette={framework.brand_guidelines.colorPalettes[0]} /> : null}
          </div>
        ) : (
          <p className="text-sm text-slate-500">{draft.framework_id ? "Loading…" : "No framework selected"}</p>
        )}
      </Section>
      <Section title="Contacts" step={3} onEdit={goTo}>
        <Facts
          items={[
            ["Contacts to import", <span data-testid="review-new-contacts">{pluralize(newCount, "contact")}</span>],
            ["Already in the campaign", pluralize(existingCount, "contact")],
            ["Uploaded file", draft.uploadedFileName ?? "None"],
            ["Rows skipped", draft.csvRejected.length.toLocaleString("en-US")],
          ]}
        />
      </Section>
      <Section title="Personalization" step={4} onEdit={goTo}>
        <Facts
          items={[
            ["AI personalization", "Always on"],
            ["Fields", draft.fields.length ? draft.fields.map((f) => PERSONALIZATION_LABELS[f].label).join(", ") : "None"],
            ["Featured offering", <span data-testid="review-featured-offering">{featured}</span>],
          ]}
        />
      </Section>
      {preview ?? <p className="text-sm text-slate-500">Save the campaign to preview the page each contact will get.</p>}
    </div>
  );
}
