import { COLOR_ROLES, COLOR_ROLE_LABELS } from "@/shared/framework-constants";
import type { ColorPalette } from "@/shared/schemas/framework";
import { cn } from "@/client/lib/cn";

export const ColorSwatch = ({ color, label, className }: { color: string; label: string; className?: string }) => (
  <span
    role="img"
    aria-label={`${label} ${color}`}
    title={`${label} ${color}`}
    className={cn("inline-block size-6 shrink-0 rounded-md border border-black/10 shadow-inner", className)}
    style={{ backgroundColor: color }}
  />
);

/** The eight role colours of a palette as a strip of swatches. */
export function PaletteSwatches({ palette, size = "md" }: { palette: ColorPalette; size?: "sm" | "md" }) {
  return (
    <div className="flex flex-wrap gap-1" role="list" aria-label={`${palette.name} colours`}>
      {COLOR_ROLES.map((role) => (
        <span role="listitem" key={role}>
          <ColorSwatch color={palette[role]} label={COLOR_ROLE_LABELS[role]} className={size === "sm" ? "size-4 rounded" : undefined} />
        </span>
      ))}
    </div>
  );
}
