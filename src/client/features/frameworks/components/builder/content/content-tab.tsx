import { COMPLIANCE_REGULATIONS } from "@/shared/framework-constants";
import type { ContentConstraints } from "@/shared/schemas/framework";
import { Field, Textarea } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";
import { EditorSection } from "@/client/features/frameworks/components/common/editor-section";
import { SwitchField } from "@/client/features/frameworks/components/common/switch-field";
import { TonePicker } from "./tone-picker";

const MANDATORY_SUGGESTIONS = ["Company logo", "Privacy policy link", "Unsubscribe link", "Contact details", "Legal disclaimer"];

/** Content Constraints tab: tone, tone guidelines, legal compliance, mandatory elements and banned terms. */
export function ContentTab({ value, onChange }: { value: ContentConstraints; onChange: (next: ContentConstraints) => void }) {
  const legal = value.legalCompliance;
  const setLegal = (patch: Partial<typeof legal>) => onChange({ ...value, legalCompliance: { ...legal, ...patch } });
  return (
    <div className="space-y-6">
      <EditorSection title="Tone of voice">
        <TonePicker value={value} onChange={(tones) => onChange({ ...value, ...tones })} />
        <Field label="Tone guidelines" htmlFor="tone-guidelines" hint="What every generated text should and should not sound like.">
          <Textarea id="tone-guidelines" rows={4} value={value.toneGuidelines} onChange={(e) => onChange({ ...value, toneGuidelines: e.target.value })} />
        </Field>
      </EditorSection>
      <EditorSection title="Legal compliance">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">Regulations that apply</p>
          <ChipGroup label="Regulations" options={COMPLIANCE_REGULATIONS} value={legal.regulations} onChange={(regulations) => setLegal({ regulations })} />
        </div>
        <Field label="Legal disclaimer" htmlFor="legal-disclaimer" hint="Printed in the footer of every microsite.">
          <Textarea id="legal-disclaimer" rows={3} value={legal.disclaimer} onChange={(e) => setLegal({ disclaimer: e.target.value })} />
        </Field>
        <SwitchField
          id="legal-review"
          label="Legal review required"
          description="Microsites are checked by legal before they go live."
          checked={legal.requiresLegalReview}
          onChange={(requiresLegalReview) => setLegal({ requiresLegalReview })}
        />
      </EditorSection>
      <EditorSection title="Required and forbidden content">
        <Field label="Mandatory elements" htmlFor="mandatory-elements" hint="Every microsite must contain these.">
          <TagInput
            id="mandatory-elements"
            value={value.mandatoryElements}
            onChange={(mandatoryElements) => onChange({ ...value, mandatoryElements })}
            itemLabel="mandatory element"
            suggestions={MANDATORY_SUGGESTIONS}
          />
        </Field>
        <Field label="Prohibited terms" htmlFor="prohibited-terms" hint="Words and claims the generator must never use.">
          <TagInput
            id="prohibited-terms"
            value={value.prohibitedTerms}
            onChange={(prohibitedTerms) => onChange({ ...value, prohibitedTerms })}
            itemLabel="prohibited term"
            placeholder="e.g. guaranteed — press Enter to add"
          />
        </Field>
      </EditorSection>
    </div>
  );
}
