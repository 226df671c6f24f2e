import { Plus } from "lucide-react";
import { newColorPalette } from "@/shared/framework-defaults";
import type { ColorPalette } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";
import { PaletteEditor } from "./palette-editor";

export function PalettesEditor({ value, onChange }: { value: ColorPalette[]; onChange: (next: ColorPalette[]) => void }) {
  return (
    <EditorSection
      title="Color palettes"
      description="Approved palettes. Every microsite uses one of them; each role says where its colour goes."
      actions={
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newColorPalette()])}>
          <Plus aria-hidden /> Add Palette
        </Button>
      }
    >
      {value.length === 0 ? <EmptyHint>No palettes yet. Add at least one color palette.</EmptyHint> : null}
      {value.map((palette, index) => (
        <PaletteEditor
          key={palette.id}
          palette={palette}
          position={index + 1}
          onChange={(patch) => onChange(patchAt(value, index, patch))}
          onRemove={() => onChange(removeAt(value, index))}
        />
      ))}
    </EditorSection>
  );
}
