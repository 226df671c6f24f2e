import { useQuery } from "@tanstack/react-query";
import { Globe } from "lucide-react";
import { useState, type ReactNode } from "react";
import { MICROSITE_STATUSES, MICROSITE_STATUS_LABELS, type MicrositeStatus } from "@/shared/microsite-status";
import { BULK_IDS_MAX, MICROSITE_PAGE_SIZE, MICROSITE_SORTS, type MicrositeSort } from "@/shared/schemas/microsite-table";
import { micrositeDeleteKey, usePendingDeletes } from "@/client/lib/pending-deletes";
import { toast } from "@/client/lib/toast-store";
import { BulkActionBar } from "@/client/components/table/bulk-action-bar";
import { KeyboardHint } from "@/client/components/table/keyboard-hint";
import { Pager } from "@/client/components/table/pager";
import type { TableUrlSpec } from "@/client/components/table/table-url-state";
import { useRowSelection } from "@/client/components/table/use-row-selection";
import { useTableUrlState } from "@/client/components/table/use-table-url-state";
import { Button } from "@/client/components/ui/button";
import { EmptyState } from "@/client/components/ui/feedback";
import { Select } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { campaignMicrositesQueryOptions, listMatchingMicrosites, type MicrositeTableRow } from "../api/list-campaign-microsites";
import { pluralize } from "../format";
import { MicrositeTable, type ExtraMicrositeColumns } from "./microsite-table";
import { SearchBox } from "@/client/components/table/search-box";

/** The microsite table's URL: ?q=&sort=&dir=&status=&page=&size= (the server accepts the same values). */
export const MICROSITE_TABLE_SPEC: TableUrlSpec<MicrositeSort, "status"> = {
  sorts: MICROSITE_SORTS,
  defaultSort: "contact",
  defaultDir: "asc",
  pageSize: MICROSITE_PAGE_SIZE,
  pageSizes: [25, 50, 100],
  filters: { status: MICROSITE_STATUSES },
};

/** Numbers read best biggest first; names and dates from A and soonest. */
const FIRST_DIR: Partial<Record<MicrositeSort, "asc" | "desc">> = { views: "desc", last_viewed: "desc" };

type Props = {
  campaignId: string;
  /** How many microsites the campaign has at all (an empty campaign shows how to get some, not "no matches"). */
  campaignTotal: number;
  extraColumns?: ExtraMicrositeColumns<MicrositeTableRow>;
  actions?: (microsite: MicrositeTableRow) => ReactNode;
  /** The bulk bar's buttons for the ticked rows; `clear` unticks them (after an action). */
  bulkActions?: (ticked: MicrositeTableRow[], clear: () => void) => ReactNode;
  onOpen?: (microsite: MicrositeTableRow) => void;
  /** A held page's way out, under its reason (page review). */
  heldActions?: (microsite: MicrositeTableRow) => ReactNode;
  /** Marks beside a row's status (access: the page's own setting). */
  statusExtras?: (microsite: MicrositeTableRow) => ReactNode;
};

/**
 * The campaign view's microsites as a table a rep works in (issue 13 item 2): search, status filter, sortable
 * columns and pages, all in the URL; ticked rows with bulk actions; the rows stay on screen while a page, a sort or
 * a live-engagement refetch loads (never a spinner over them, never remounted, so an open row menu stays open).
 */
export function CampaignMicrosites({ campaignId, campaignTotal, extraColumns, actions, bulkActions, onOpen, heldActions, statusExtras }: Props) {
  const table = useTableUrlState(MICROSITE_TABLE_SPEC);
  const status = table.filters.status as MicrositeStatus | undefined;
  const page = { q: table.q, sort: table.sort, dir: table.dir, status, limit: table.size, offset: table.page * table.size };
  const result = useQuery(campaignMicrositesQueryOptions(campaignId, page));
  const selection = useRowSelection<MicrositeTableRow>();
  const [selectingAll, setSelectingAll] = useState(false);
  // A microsite deleted a moment ago stays on the server until its undo window ends; it is hidden meanwhile.
  const pending = usePendingDeletes();
  const rows = (result.data?.items ?? []).filter((m) => !pending.has(micrositeDeleteKey(m.id)));
  const total = result.data?.total ?? 0;
  /** The page whose rows are on screen (the URL's next page may still be loading). */
  const shown = result.data ?? page;

  if (campaignTotal === 0) {
    return <EmptyState icon={Globe} title="No microsites yet" description="Launch the campaign to generate one personalized microsite per contact." />;
  }

  async function selectAllMatching() {
    setSelectingAll(true);
    try {
      selection.setMany(await listMatchingMicrosites(campaignId, { q: table.q, sort: table.sort, dir: table.dir, status }), true);
    } catch (error) {
      toast.error(loadErrorMessage(error, "Could not select every matching microsite"));
    } finally {
      setSelectingAll(false);
    }
  }

  const pageFullyTicked = rows.length > 0 && selection.pageTick(rows.map((m) => m.id)) === "all";
  const canSelectAll = pageFullyTicked && total > rows.length && selection.count < Math.min(total, BULK_IDS_MAX);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox label="Search microsites" placeholder="Search name, email or company" value={table.searchInput} onChange={table.setSearchInput} className="min-w-56 flex-1" />
        <Select aria-label="Status" value={status ?? ""} onChange={(e) => table.update({ filters: { status: e.target.value || undefined } })} className="w-auto">
          <option value="">All statuses</option>
          {MICROSITE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MICROSITE_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <span className="text-sm text-slate-500" data-testid="microsite-count">
          {result.data ? pluralize(total, "microsite") : "\u00a0"}
        </span>
      </div>
      <BulkActionBar count={selection.count} noun="microsite" onClear={selection.clear}>
        {canSelectAll ? (
          <Button variant="ghost" size="sm" onClick={() => void selectAllMatching()} disabled={selectingAll}>
            Select all {Math.min(total, BULK_IDS_MAX).toLocaleString("en-US")} matching
          </Button>
        ) : null}
        {bulkActions?.(selection.rows, selection.clear)}
      </BulkActionBar>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-busy={result.isFetching}>
        {/* Only the first load waits here: later pages, sorts and refetches keep the rows on screen. */}
        {!result.data ? (
          result.isError ? (
            <p className="p-6 text-sm text-red-700">{loadErrorMessage(result.error, "Failed to load microsites")}</p>
          ) : (
            <Spinner className="py-12" label="Loading microsites..." />
          )
        ) : total === 0 ? (
          <p className="p-6 text-sm text-slate-500" data-testid="no-matches">
            No microsites match{table.q ? ` "${table.q}"` : ""}
            {status ? ` with status ${MICROSITE_STATUS_LABELS[status]}` : ""}.
          </p>
        ) : (
          <MicrositeTable
            rows={rows}
            sort={table.sort}
            dir={table.dir}
            onSort={(key) => table.toggleSort(key, FIRST_DIR[key] ?? "asc")}
            selection={selection}
            extraColumns={extraColumns}
            actions={actions}
            heldActions={heldActions}
            statusExtras={statusExtras}
            onOpen={onOpen}
          />
        )}
        <Pager page={shown.offset / shown.limit} pageSize={shown.limit} total={total} onPage={(next) => table.update({ page: next })} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <KeyboardHint enter={onOpen ? "opens the prospect's timeline" : null} />
          <label className="flex items-center gap-2 px-3 pb-3 text-xs text-slate-500">
            Rows per page
            <Select aria-label="Rows per page" value={table.size} onChange={(e) => table.update({ size: Number(e.target.value) })} className="h-8 w-auto text-xs">
              {MICROSITE_TABLE_SPEC.pageSizes!.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </label>
        </div>
      </div>
    </div>
  );
}
