import { PenLine } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { CopyEditorDialog } from "./copy-editor-dialog";

/** "Edit copy" on a generated page's row. */
export function EditCopyButton({ micrositeId, name, campaignQueryKey }: { micrositeId: string; name: string; campaignQueryKey: readonly unknown[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit copy of ${name}'s page`} title="Edit copy" onClick={() => setOpen(true)}>
        <PenLine aria-hidden />
      </Button>
      {open ? <CopyEditorDialog micrositeId={micrositeId} name={name} campaignQueryKey={campaignQueryKey} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
