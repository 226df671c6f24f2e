import { APPROVAL_NOTICES } from "@/shared/approval";
import { EXTEND_EXPIRY_DAYS } from "@/shared/constants";
import { campaignExtendedText } from "@/shared/expiry";
import { toast } from "@/client/lib/toast-store";
import { copyText } from "@/client/lib/copy-text";
import { downloadText } from "@/client/lib/download-text";
import type { MicrositeTableRow } from "../campaigns/api/list-campaign-microsites";
import { useBulkMicrosites, type BulkMicrositeAction } from "./api/bulk-microsites";
import { plural } from "./launch-text";
import { micrositesCsv } from "./microsites-csv";
import { micrositeUrl } from "./use-microsite-actions";


/** The bulk bar's messages. */
export const BULK_TEXT = {
  copied: (n: number) => `${plural(n, "link")} copied to clipboard`,
  noLinks: "None of the selected microsites is published yet: there is no link to copy.",
  copyFailed: "Could not copy the links. Export them as CSV instead.",
  regenerating: (n: number) => `Regenerating ${plural(n, "microsite")}…`,
  deleteConfirm: (n: number) => `Delete ${plural(n, "microsite")}? Their pages go offline and cannot be restored.`,
  deleted: (n: number) => `${plural(n, "microsite")} deleted`,
  failed: "That did not work. Please try again.",
} as const;

const linkOf = (m: MicrositeTableRow) => (m.status === "completed" ? micrositeUrl(m) : null);

/**
 * What the bulk bar does with the ticked rows (`rows`: those the table has seen, by id): copy their public links,
 * extend them 7 days, regenerate, export CSV, delete (after the confirm dialog). `done` clears the ticks afterwards.
 */
export function useBulkMicrositeActions(campaignId: string, rows: MicrositeTableRow[], done: () => void) {
  const bulk = useBulkMicrosites(campaignId);
  const ids = rows.map((m) => m.id);

  async function run(action: BulkMicrositeAction, success: (count: number) => string) {
    try {
      const { count } = await bulk.mutateAsync({ action, ids });
      toast.success(success(count));
      done();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : BULK_TEXT.failed);
    }
  }

  async function copyLinks() {
    const links = rows.map(linkOf).filter((url): url is string => url !== null);
    if (links.length === 0) return toast.error(BULK_TEXT.noLinks);
    try {
      await copyText(links.join("\n"));
      toast.success(BULK_TEXT.copied(links.length));
    } catch {
      toast.error(BULK_TEXT.copyFailed);
    }
  }

  async function remove() {
    if (!(await toast.confirm(BULK_TEXT.deleteConfirm(ids.length)))) return;
    await run("delete", BULK_TEXT.deleted);
  }

  async function regenerate() {
    if (!(await toast.confirm(APPROVAL_NOTICES.regenerateConfirm(plural(ids.length, "microsite"))))) return;
    await run("regenerate", BULK_TEXT.regenerating);
  }

  return {
    busy: bulk.isPending,
    copyLinks: () => void copyLinks(),
    extend: () => void run("extend", (n) => campaignExtendedText(n, EXTEND_EXPIRY_DAYS)),
    regenerate: () => void regenerate(),
    exportCsv: () => downloadText(`microsites-${new Date().toISOString().slice(0, 10)}.csv`, micrositesCsv(rows, linkOf)),
    remove: () => void remove(),
  };
}
