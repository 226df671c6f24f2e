import type { ReactNode } from "react";
import type { Framework } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { PaletteSwatches } from "../common/color-swatch";

function DetailBlock({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {empty ? <p className="text-sm text-slate-400">None</p> : children}
    </div>
  );
}

/** The expanded part of a list card (spec 2): first 2 palettes, 2 font combinations, 3 section types, 4 flexibility elements. */
export function FrameworkCardDetails({ framework }: { framework: Framework }) {
  const palettes = framework.brand_guidelines.colorPalettes.slice(0, 2);
  const fonts = framework.brand_guidelines.typography.fontCombinations.slice(0, 2);
  const sections = framework.layout_parameters.sectionTypes.slice(0, 3);
  const elements = framework.flexibility_boundaries.customizableElements.slice(0, 4);
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4">
      <DetailBlock title="Color palettes" empty={palettes.length === 0}>
        <ul className="space-y-2">
          {palettes.map((palette) => (
            <li key={palette.id} className="space-y-1">
              <p className="text-sm font-medium text-slate-800">{palette.name}</p>
              <PaletteSwatches palette={palette} size="sm" />
            </li>
          ))}
        </ul>
      </DetailBlock>
      <DetailBlock title="Font combinations" empty={fonts.length === 0}>
        <ul className="space-y-1">
          {fonts.map((combination) => (
            <li key={combination.id} className="text-sm text-slate-700">
              <span className="font-medium text-slate-800">{combination.name}</span>
              <span className="text-slate-500">
                {" "}
                · {combination.primary.family} / {combination.secondary.family}
                {combination.accent ? ` / ${combination.accent.family}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </DetailBlock>
      <DetailBlock title="Section types" empty={sections.length === 0}>
        <div className="flex flex-wrap gap-1.5">
          {sections.map((section) => (
            <Badge key={section.id} tone={section.required ? "brand" : "neutral"}>
              {section.name}
              {section.required ? " · required" : ""}
            </Badge>
          ))}
        </div>
      </DetailBlock>
      <DetailBlock title="Flexibility" empty={elements.length === 0}>
        <ul className="space-y-1">
          {elements.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="text-slate-700">{rule.element}</span>
              <Badge tone={rule.customizationLevel === "none" ? "neutral" : "info"}>{rule.customizationLevel}</Badge>
            </li>
          ))}
        </ul>
      </DetailBlock>
    </div>
  );
}
