import type { BrandGuidelines } from "@/shared/schemas/framework";
import { EditorSection } from "@/client/features/frameworks/components/common/editor-section";
import { FontCombinationsEditor } from "./font-combinations-editor";
import { ImageGuidelinesFields } from "./image-guidelines-fields";
import { LogoGuidelinesFields } from "./logo-guidelines-fields";
import { LogoUpload } from "./logo-upload";
import { PalettesEditor } from "./palettes-editor";

/** Brand Guidelines tab: logo, palettes, typography, logo rules and image rules. */
export function BrandTab({
  value,
  onChange,
  onLogoChange,
}: {
  value: BrandGuidelines;
  onChange: (next: BrandGuidelines) => void;
  /** The logo lives in two fields (brand_logo key and logoUrl), so it changes through its own callback. */
  onLogoChange: (logo: { path: string; url: string } | null) => void;
}) {
  return (
    <div className="space-y-6">
      <EditorSection title="Logo" description="The brand mark shown on generated microsites.">
        <LogoUpload logoUrl={value.logoUrl} onUploaded={onLogoChange} onRemove={() => onLogoChange(null)} />
        <LogoGuidelinesFields value={value.logoGuidelines} onChange={(logoGuidelines) => onChange({ ...value, logoGuidelines })} />
      </EditorSection>
      <PalettesEditor value={value.colorPalettes} onChange={(colorPalettes) => onChange({ ...value, colorPalettes })} />
      <FontCombinationsEditor
        value={value.typography.fontCombinations}
        onChange={(fontCombinations) => onChange({ ...value, typography: { ...value.typography, fontCombinations } })}
      />
      <EditorSection title="Image guidelines" description="What pictures on a microsite should look like.">
        <ImageGuidelinesFields value={value.imageGuidelines} onChange={(imageGuidelines) => onChange({ ...value, imageGuidelines })} />
      </EditorSection>
    </div>
  );
}
