import { COLOR_ROLE_LABELS, type ColorRole } from "@/shared/framework-constants";
import { HEX_COLOR } from "@/shared/schemas/framework-fields";
import { Input } from "@/client/components/ui/input";

/** `<input type="color">` only takes #rrggbb: expand #rgb, and show black while the typed value is not a colour yet. */
export function pickerValue(hex: string): string {
  if (!HEX_COLOR.test(hex)) return "#000000";
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`.toLowerCase();
  return hex.toLowerCase();
}

/** One colour role of a palette: picker, hex text and the role's usage note. */
export function ColorRoleField({
  idPrefix,
  role,
  color,
  usage,
  onColor,
  onUsage,
}: {
  idPrefix: string;
  role: ColorRole;
  color: string;
  usage: string;
  onColor: (color: string) => void;
  onUsage: (usage: string) => void;
}) {
  const label = COLOR_ROLE_LABELS[role];
  const valid = HEX_COLOR.test(color);
  return (
    <div className="space-y-1.5 rounded-lg border border-slate-200 p-3">
      <label htmlFor={`${idPrefix}-${role}`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} colour picker`}
          value={pickerValue(color)}
          onChange={(e) => onColor(e.target.value.toUpperCase())}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        />
        <Input
          id={`${idPrefix}-${role}`}
          aria-label={`${label} colour`}
          aria-invalid={!valid}
          value={color}
          maxLength={7}
          onChange={(e) => onColor(e.target.value.trim())}
          className="h-9 font-mono uppercase"
        />
      </div>
      <Input
        aria-label={`${label} usage`}
        placeholder="When to use it"
        value={usage}
        onChange={(e) => onUsage(e.target.value)}
        className="h-8 text-xs"
      />
    </div>
  );
}
