const SWATCH_ROLES = ["background", "surface", "text", "muted", "border", "accent", "focus", "accent_contrast"] as const;
const HEX = /^#[0-9a-f]{3,8}$/i;

/** A palette as a row of colour dots (only well-formed hex colours are painted). */
export function PaletteSwatches({ palette }: { palette: Partial<Record<string, unknown>> & { name?: string } }) {
  const colours = SWATCH_ROLES.map((role) => ({ role, value: palette[role] })).filter((c): c is { role: (typeof SWATCH_ROLES)[number]; value: string } =>
    typeof c.value === "string" && HEX.test(c.value),
  );
  if (colours.length === 0) return null;
  return (
    <div className="flex items-center gap-2" data-testid="palette-swatches">
      <div className="flex -space-x-1">
        {colours.map(({ role, value }) => (
          <span key={role} title={`${role}: ${value}`} className="size-5 rounded-full border border-white ring-1 ring-slate-200" style={{ backgroundColor: value }} />
        ))}
      </div>
      {palette.name ? <span className="truncate text-xs text-slate-500">{palette.name}</span> : null}
    </div>
  );
}
