import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { CopyEditorDialog } from "./copy-editor-dialog";
import { PublishAnywayDialog } from "./publish-anyway-dialog";

type Props = { micrositeId: string; name: string; campaignQueryKey: readonly unknown[] };

/**
 * A held page's way out, under its reason in the campaign view (issue 24 item 4): edit its copy (the checks run
 * again), or, for an admin, publish it anyway with a reason. The server decides who may and what can be overridden.
 */
export function HeldPageActions({ micrositeId, name, campaignQueryKey }: Props) {
  const admin = useIsWorkspaceAdmin();
  const [open, setOpen] = useState<"edit" | "override" | null>(null);
  return (
    <span className="mt-1.5 flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setOpen("edit")} aria-label={`Edit copy of ${name}'s held page`}>
        Edit copy
      </Button>
      {admin ? (
        <Button size="sm" variant="ghost" onClick={() => setOpen("override")} aria-label={`Publish anyway: ${name}'s page`}>
          Publish anyway
        </Button>
      ) : null}
      {open === "edit" ? <CopyEditorDialog micrositeId={micrositeId} name={name} campaignQueryKey={campaignQueryKey} open onOpenChange={(next) => setOpen(next ? "edit" : null)} /> : null}
      {open === "override" ? <PublishAnywayDialog micrositeId={micrositeId} name={name} campaignQueryKey={campaignQueryKey} onClose={() => setOpen(null)} /> : null}
    </span>
  );
}
