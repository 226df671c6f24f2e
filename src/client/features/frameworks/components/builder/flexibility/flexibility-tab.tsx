import type { FlexibilityBoundaries } from "@/shared/schemas/framework";
import { Field } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { EditorSection } from "@/client/features/frameworks/components/common/editor-section";
import { ApprovalWorkflowsEditor } from "./approval-workflows-editor";
import { CustomizableElementsEditor } from "./customizable-elements-editor";
import { QualityCheckpointsEditor } from "./quality-checkpoints-editor";

/** Flexibility Rules tab: what reps may change, quality gates, approvals and hard restrictions. */
export function FlexibilityTab({ value, onChange }: { value: FlexibilityBoundaries; onChange: (next: FlexibilityBoundaries) => void }) {
  return (
    <div className="space-y-6">
      <CustomizableElementsEditor value={value.customizableElements} onChange={(customizableElements) => onChange({ ...value, customizableElements })} />
      <QualityCheckpointsEditor value={value.qualityCheckpoints} onChange={(qualityCheckpoints) => onChange({ ...value, qualityCheckpoints })} />
      <ApprovalWorkflowsEditor value={value.approvalWorkflows} onChange={(approvalWorkflows) => onChange({ ...value, approvalWorkflows })} />
      <EditorSection title="Restrictions" description="Rules no customization may break.">
        <Field label="Restrictions" htmlFor="flexibility-restrictions">
          <TagInput
            id="flexibility-restrictions"
            value={value.restrictions}
            onChange={(restrictions) => onChange({ ...value, restrictions })}
            itemLabel="restriction"
            placeholder="e.g. Never recolour the logo — press Enter to add"
          />
        </Field>
      </EditorSection>
    </div>
  );
}
