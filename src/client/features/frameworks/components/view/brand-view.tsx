import { ImageIcon } from "lucide-react";
import { COLOR_ROLES, COLOR_ROLE_LABELS } from "@/shared/framework-constants";
import type { BrandGuidelines, ColorPalette, FontSpec } from "@/shared/schemas/framework";
import { ColorSwatch } from "../common/color-swatch";
import { Details, Tags, ViewCard } from "./view-primitives";

function PaletteView({ palette }: { palette: ColorPalette }) {
  return (
    <section aria-label={palette.name} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div>
        <h4 className="font-semibold text-slate-900">{palette.name}</h4>
        {palette.description ? <p className="text-sm text-slate-500">{palette.description}</p> : null}
        {palette.usage.length ? (
          <div className="mt-2">
            <Tags items={palette.usage} tone="brand" label="Usage" />
          </div>
        ) : null}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {COLOR_ROLES.map((role) => (
          <li key={role} className="flex items-start gap-2">
            <ColorSwatch color={palette[role]} label={COLOR_ROLE_LABELS[role]} className="size-9" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-800">{COLOR_ROLE_LABELS[role]}</p>
              <p className="font-mono text-xs text-slate-500 uppercase">{palette[role]}</p>
              {palette[`${role}Usage`] ? <p className="text-xs text-slate-600">{palette[`${role}Usage`]}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const fontLine = (label: string, font: FontSpec): [string, string] => [
  label,
  `${font.family} — weights ${font.weights.join(", ")}${font.fallbacks.length ? ` — fallbacks ${font.fallbacks.join(", ")}` : ""}`,
];

/** Brand Guidelines tab of the view: logo, palettes with the eight roles, typography, logo and image rules. */
export function BrandView({ brand }: { brand: BrandGuidelines }) {
  const logo = brand.logoGuidelines;
  const image = brand.imageGuidelines;
  return (
    <div className="space-y-6">
      <ViewCard title="Logo">
        <div className="flex flex-col gap-6 sm:flex-row">
          <div className="grid size-32 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {brand.logoUrl ? <img src={brand.logoUrl} alt="Brand logo" className="max-h-full max-w-full object-contain p-2" /> : <ImageIcon className="size-8 text-slate-300" aria-label="No logo uploaded" />}
          </div>
          <Details
            items={[
              ["Placement", logo.placement],
              ["Width", `min ${logo.sizing.minWidth}px · recommended ${logo.sizing.recommendedWidth}px · max ${logo.sizing.maxWidth}px`],
              ["Clear space", logo.clearSpace],
              ["Variations", <Tags items={logo.variations} />],
            ]}
          />
        </div>
      </ViewCard>
      <ViewCard title="Approved color palettes">
        <div className="space-y-4">
          {brand.colorPalettes.length ? brand.colorPalettes.map((p) => <PaletteView key={p.id} palette={p} />) : <p className="text-sm text-slate-500">No palettes.</p>}
        </div>
      </ViewCard>
      <ViewCard title="Typography">
        <div className="space-y-4">
          {brand.typography.fontCombinations.map((combination) => (
            <section key={combination.id} aria-label={combination.name} className="space-y-3 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-slate-900">{combination.name}</h4>
                {combination.usage.length ? <Tags items={combination.usage} tone="brand" label="Usage" /> : null}
              </div>
              <Details
                items={[
                  fontLine("Primary font", combination.primary),
                  fontLine("Secondary font", combination.secondary),
                  ...(combination.accent ? [fontLine("Accent font", combination.accent)] : []),
                ]}
              />
            </section>
          ))}
        </div>
      </ViewCard>
      <ViewCard title="Image guidelines">
        <Details
          items={[
            ["Style", image.style],
            ["Tone", image.tone],
            ["Aspect ratios", <Tags items={image.aspectRatios} />],
            ["Minimum resolution", `${image.quality.minWidth}×${image.quality.minHeight}`],
            ["Formats", <Tags items={image.quality.formats} />],
            ["Compression", `${image.quality.compressionMin}–${image.quality.compressionMax}%`],
            ["Restrictions", <Tags items={image.restrictions} />],
          ]}
        />
      </ViewCard>
    </div>
  );
}
