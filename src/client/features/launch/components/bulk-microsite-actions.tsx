import { CalendarPlus, Copy, Download, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { MicrositeTableRow } from "@/client/features/campaigns/api/list-campaign-microsites";
import { useBulkMicrositeActions } from "../use-bulk-microsite-actions";

/** The bulk bar's buttons for the ticked microsites of one campaign; `done` unticks them after an action. */
export function BulkMicrositeActions({ campaignId, ticked, done }: { campaignId: string; ticked: MicrositeTableRow[]; done: () => void }) {
  const bulk = useBulkMicrositeActions(campaignId, ticked, done);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={bulk.copyLinks}>
        <Copy aria-hidden /> Copy links
      </Button>
      <Button variant="secondary" size="sm" onClick={bulk.extend} disabled={bulk.busy}>
        <CalendarPlus aria-hidden /> Extend 7 days
      </Button>
      <Button variant="secondary" size="sm" onClick={bulk.regenerate} disabled={bulk.busy}>
        <RotateCcw aria-hidden /> Regenerate
      </Button>
      <Button variant="secondary" size="sm" onClick={bulk.exportCsv}>
        <Download aria-hidden /> Export CSV
      </Button>
      <Button variant="danger" size="sm" onClick={bulk.remove} disabled={bulk.busy}>
        <Trash2 aria-hidden /> Delete
      </Button>
    </>
  );
}
