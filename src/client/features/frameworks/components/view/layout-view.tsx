import { ChevronRight } from "lucide-react";
import { TYPOGRAPHY_LEVELS } from "@/shared/framework-constants";
import type { LayoutParameters, SectionType } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { Details, Tags, ViewCard } from "./view-primitives";

const onOff = (on: boolean) => <Badge tone={on ? "success" : "neutral"}>{on ? "On" : "Off"}</Badge>;

function SectionTypeView({ section }: { section: SectionType }) {
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="mr-auto font-semibold text-slate-900">{section.name}</h4>
        {section.required ? <Badge tone="brand">Required</Badge> : <Badge>Optional</Badge>}
        <Badge tone="info">Max {section.maxInstances}</Badge>
      </div>
      {section.description ? <p className="text-sm text-slate-600">{section.description}</p> : null}
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        Allowed positions: <Tags items={section.allowedPositions} label="Allowed positions" />
      </div>
      {/* Components are folded away: a section can hold many, and the overview matters first. */}
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-700">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
          {section.components.length} component{section.components.length === 1 ? "" : "s"}
        </summary>
        <ul className="mt-2 space-y-2 pl-5">
          {section.components.map((component) => (
            <li key={component.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <span className="font-medium text-slate-800">{component.type}</span>{" "}
              {component.required ? <Badge tone="brand">required</Badge> : <Badge>optional</Badge>}
              {Object.keys(component.constraints).length ? (
                <ul className="mt-1 text-xs text-slate-600">
                  {Object.entries(component.constraints).map(([key, value]) => (
                    <li key={key}>
                      <span className="font-medium">{key}</span>: {value}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Layout Parameters tab of the view. */
export function LayoutView({ layout }: { layout: LayoutParameters }) {
  return (
    <div className="space-y-6">
      <ViewCard title="Page layout">
        <Details
          items={[
            ["Content width", layout.contentWidth === "full" ? "Full width" : "Centered"],
            ["Mobile optimized", onOff(layout.mobileOptimized)],
            ["Include graphics", onOff(layout.includeGraphics)],
            ["Include logo", onOff(layout.includeLogo)],
            ["Animations", onOff(layout.enableAnimations)],
          ]}
        />
      </ViewCard>
      <ViewCard title="Standard section types">
        {layout.sectionTypes.length ? (
          <ul className="space-y-3">
            {layout.sectionTypes.map((section) => (
              <SectionTypeView key={section.id} section={section} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No section types defined.</p>
        )}
      </ViewCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ViewCard title="Responsive breakpoints">
          <ul className="space-y-1 text-sm">
            {Object.entries(layout.responsiveBreakpoints).map(([name, px]) => (
              <li key={name} className="flex justify-between border-b border-slate-100 py-1">
                <span className="text-slate-700 capitalize">{name}</span>
                <span className="font-mono text-slate-900">{px}px</span>
              </li>
            ))}
          </ul>
        </ViewCard>
        <ViewCard title="Grid and spacing">
          <Details
            items={[
              ["Columns", String(layout.grid.columns)],
              ["Gutter", layout.grid.gutter],
              ["Max width", layout.grid.maxWidth],
              ["Base spacing", layout.spacing.base],
              ["Between components", layout.spacing.component],
              ["Between sections", layout.spacing.section],
            ]}
          />
        </ViewCard>
      </div>
      <ViewCard title="Typography hierarchy">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-slate-500 uppercase">
              <th className="py-1 font-medium">Level</th>
              <th className="py-1 font-medium">Size</th>
              <th className="py-1 font-medium">Line height</th>
              <th className="py-1 font-medium">Weight</th>
            </tr>
          </thead>
          <tbody>
            {TYPOGRAPHY_LEVELS.map((level) => (
              <tr key={level} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 text-left font-mono font-medium">
                  {level}
                </th>
                <td>{layout.typography[level].size}</td>
                <td>{layout.typography[level].lineHeight}</td>
                <td>{layout.typography[level].weight}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ViewCard>
    </div>
  );
}
