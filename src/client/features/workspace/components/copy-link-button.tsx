import { Copy } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { copyText } from "@/client/lib/copy-text";

export const LINK_COPIED = "Invitation link copied";

/** Copies an invitation link; `label` names it for screen readers when several are listed. */
export function CopyLinkButton({ url, label = "Copy link" }: { url: string; label?: string }) {
  const copy = () =>
    copyText(url).then(
      () => toast.success(LINK_COPIED),
      () => toast.error("Could not copy the link. Select it and copy it by hand."),
    );
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={label}>
      <Copy aria-hidden /> Copy
    </Button>
  );
}
