import type { FrameworkValues } from "@/shared/schemas/framework";
import { FRAMEWORK_CATEGORY_CHOICES, type FrameworkCategoryChoice } from "@/shared/framework-constants";
import { Field, Input, Select, Textarea } from "@/client/components/ui/input";
import { EditorSection } from "../common/editor-section";
import { SwitchField } from "../common/switch-field";

type BasicFields = Pick<FrameworkValues, "name" | "description" | "category" | "is_active">;

/** Basic Info tab: name, description, category (the list filters by it) and whether reps can pick the framework. */
export function BasicInfoTab({ value, onChange }: { value: BasicFields; onChange: (patch: Partial<BasicFields>) => void }) {
  return (
    <EditorSection title="Basic information" description="How this framework is named and described to your sales team.">
      <Field label="Framework name" htmlFor="framework-name">
        <Input id="framework-name" placeholder="e.g. Enterprise SaaS outreach" maxLength={120} value={value.name} onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <Field label="Description" htmlFor="framework-description" hint="When should a rep choose this framework?">
        <Textarea id="framework-description" rows={4} maxLength={2000} value={value.description} onChange={(e) => onChange({ description: e.target.value })} />
      </Field>
      <Field label="Category" htmlFor="framework-category" hint="The frameworks list filters by it.">
        <Select
          id="framework-category"
          value={value.category ?? ""}
          onChange={(e) => onChange({ category: (e.target.value || null) as FrameworkCategoryChoice | null })}
        >
          <option value="">No category</option>
          {FRAMEWORK_CATEGORY_CHOICES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Field>
      <SwitchField
        id="framework-active"
        label="Active"
        description="Active frameworks can be chosen when creating a campaign."
        checked={value.is_active}
        onChange={(is_active) => onChange({ is_active })}
      />
    </EditorSection>
  );
}
