import { LockKeyhole, LockOpen } from "lucide-react";
import { ACCESS_MODE_LABELS, type AccessSettingView } from "@/shared/schemas/access";
import { Badge } from "@/client/components/ui/badge";

/** What the mark says on hover and to a screen reader: "Own access: Passcode. Overrides the campaign's setting." */
export const pageAccessOverrideText = (own: AccessSettingView) => `Own access: ${ACCESS_MODE_LABELS[own.mode]}. Overrides the campaign's setting.`;

/** A row's mark when its page has an access setting of its own (issue 27 item 1); nothing when it follows its campaign. */
export function PageAccessBadge({ own }: { own: AccessSettingView | null }) {
  if (!own) return null;
  const Icon = own.mode === "open" ? LockOpen : LockKeyhole;
  const text = pageAccessOverrideText(own);
  return (
    <Badge tone="neutral" className="px-1.5 whitespace-nowrap" title={text} data-testid="page-access-override">
      <Icon className="size-3" aria-hidden />
      <span aria-hidden>Own access</span>
      <span className="sr-only">{text}</span>
    </Badge>
  );
}
