import { Plus, Trash2 } from "lucide-react";
import { CUSTOMIZABLE_ELEMENTS } from "@/shared/framework-constants";
import { newApprovalWorkflow } from "@/shared/framework-defaults";
import type { ApprovalWorkflow } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field, Input } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";

/** Who approves changes to which elements (e.g. "Brand review": brand team, for Color Palette and Typography). */
export function ApprovalWorkflowsEditor({ value, onChange }: { value: ApprovalWorkflow[]; onChange: (next: ApprovalWorkflow[]) => void }) {
  return (
    <EditorSection
      title="Approval workflows"
      description="Who signs off on changes that need approval."
      actions={
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newApprovalWorkflow()])}>
          <Plus aria-hidden /> Add Workflow
        </Button>
      }
    >
      {value.length === 0 ? <EmptyHint>No approval workflows.</EmptyHint> : null}
      {value.map((workflow, index) => {
        const id = `workflow-${workflow.id}`;
        const patch = (p: Partial<ApprovalWorkflow>) => onChange(patchAt(value, index, p));
        return (
          <div key={workflow.id} role="group" aria-label={`Approval workflow ${index + 1}`} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <div className="grid items-end gap-4 md:grid-cols-[1fr_1fr_auto]">
              <Field label="Workflow name" htmlFor={`${id}-name`}>
                <Input id={`${id}-name`} placeholder="e.g. Brand review" value={workflow.name} onChange={(e) => patch({ name: e.target.value })} />
              </Field>
              <Field label="Approvers" htmlFor={`${id}-approvers`}>
                <TagInput id={`${id}-approvers`} value={workflow.approvers} onChange={(approvers) => patch({ approvers })} itemLabel="approver" placeholder="Role or email" />
              </Field>
              <Button variant="danger-ghost" size="sm" onClick={() => onChange(removeAt(value, index))} aria-label={`Remove workflow ${workflow.name || index + 1}`}>
                <Trash2 aria-hidden /> Remove
              </Button>
            </div>
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-slate-700">Applies to</p>
              <ChipGroup label="Applies to" options={CUSTOMIZABLE_ELEMENTS} value={workflow.appliesTo} onChange={(appliesTo) => patch({ appliesTo })} />
            </div>
          </div>
        );
      })}
    </EditorSection>
  );
}
