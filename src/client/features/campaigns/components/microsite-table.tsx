import { AlertTriangle } from "lucide-react";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import { expiryLabel, micrositeStatusLabel, type MicrositeStatus } from "@/shared/microsite-status";
import { formatCampaignDay, isScheduled } from "@/shared/publication-window";
import { isProviderWaiting } from "@/shared/provider-waiting";
import type { MicrositeSort } from "@/shared/schemas/microsite-table";
import { cardTable } from "@/client/components/table/card-table";
import { SortHeader } from "@/client/components/table/sort-header";
import type { SortDir } from "@/client/components/table/table-url-state";
import { PageTickBox, RowTickBox } from "@/client/components/table/tick-box";
import { useRowKeyboard } from "@/client/components/table/use-row-keyboard";
import type { RowSelection } from "@/client/components/table/use-row-selection";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { openPreview } from "@/client/features/launch/api/open-preview";

/** What the table needs of a microsite (GET /api/campaigns/:id/microsites answers these fields and more). */
export type MicrositeRow = {
  id: string;
  slug: string;
  status: MicrositeStatus;
  expires_at: string | null;
  /** When the page goes live (ahead of now when the campaign's start date is ahead). */
  published_at?: string | null;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  /** Why generation failed (shown for errored rows). */
  error?: string | null;
  /** The admin's comment on a rejected page (shown to the rep under the row). */
  review_comment?: string | null;
  /** Held by the quality gates with its copy kept: the reason's line offers the way out (`heldActions`). */
  held?: boolean;
};

/** A sortable column header, for columns another feature adds (views, last viewed). */
export type SortableHeader = (key: MicrositeSort, label: string, className?: string) => ReactNode;

/** Extra columns another feature adds (metrics: views, clicks, last viewed, time on page), before Actions. */
export type ExtraMicrositeColumns<T> = { count: number; header: (sortable: SortableHeader) => ReactNode; cells: (microsite: T) => ReactNode };

/** Two features' extra columns side by side (e.g. engagement figures, then the quality score). */
export const combineColumns = <T,>(first: ExtraMicrositeColumns<T>, second: ExtraMicrositeColumns<T>): ExtraMicrositeColumns<T> => ({
  count: first.count + second.count,
  header: (sortable) => (
    <>
      {first.header(sortable)}
      {second.header(sortable)}
    </>
  ),
  cells: (microsite) => (
    <>
      {first.cells(microsite)}
      {second.cells(microsite)}
    </>
  ),
});

/** What the table needs of the ticked rows (useRowSelection answers it). */
export type MicrositeTableSelection<T extends MicrositeRow> = Pick<RowSelection<T>, "isSelected" | "toggle" | "setMany" | "pageTick">;

type Props<T extends MicrositeRow> = {
  /** The page of rows to show (the server searched, sorted and paged them). */
  rows: T[];
  sort: MicrositeSort;
  dir: SortDir;
  onSort: (key: MicrositeSort) => void;
  selection: MicrositeTableSelection<T>;
  extraColumns?: ExtraMicrositeColumns<T>;
  /** Per-row actions (timeline, copy editor, the row menu), rendered in a last column when given. */
  actions?: (microsite: T) => ReactNode;
  /** Enter on a focused row. */
  onOpen?: (microsite: T) => void;
  /** A held page's way out (page review: edit its copy, publish it anyway), under its reason. */
  heldActions?: (microsite: T) => ReactNode;
  /** Marks beside a row's status badge (access: the page overrides its campaign's setting). */
  statusExtras?: (microsite: T) => ReactNode;
};

const STATUS_TONES: Record<MicrositeStatus, ComponentProps<typeof Badge>["tone"]> = {
  pending: "info",
  completed: "success",
  error: "danger",
  expired: "warning",
  awaiting_approval: "brand",
  rejected: "danger",
};

/** A held page (status `error`, held by the quality checks) reads "Held" in amber: it waits for an edit, it did not fail. */
export function MicrositeStatusBadge({ status, held = false }: { status: MicrositeStatus; held?: boolean }) {
  return (
    <Badge tone={held ? "warning" : STATUS_TONES[status]} className="whitespace-nowrap">
      {micrositeStatusLabel(status, held)}
    </Badge>
  );
}

/** Spec 2: "Expired" / "Expires in {n}d", warning styling at 3 days or fewer; a page not live yet says when it will be. */
export function ExpiryCell({ expiresAt, publishedAt = null }: { expiresAt: string | null; publishedAt?: string | null }) {
  if (publishedAt && isScheduled(new Date(publishedAt))) {
    return (
      <span className="whitespace-nowrap text-brand-700" data-testid="goes-live">
        Live on {formatCampaignDay(publishedAt.slice(0, 10))}
      </span>
    );
  }
  const label = expiryLabel(expiresAt);
  if (!label) return <span className="text-slate-400">—</span>;
  return (
    <span data-warning={label.warning} className={cn("inline-flex items-center gap-1 whitespace-nowrap", label.warning ? "font-medium text-amber-700" : "text-slate-600")}>
      {label.warning ? <AlertTriangle className="size-3.5" aria-hidden /> : null}
      {label.text}
    </span>
  );
}

/** A line under a row: why generation failed, or the admin's comment on a rejected page. */
function RowNote({ testId, columns, who, className, children }: { testId: string; columns: number; who: string; className: string; children: ReactNode }) {
  return (
    <tr data-testid={testId} className="max-sm:-mt-2 max-sm:block">
      <td colSpan={columns} className={cn("px-3 pb-3 text-xs max-sm:block max-sm:px-1", className)}>
        <span className="inline-flex items-start gap-1.5">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">{who.trim()}: </span>
            {children}
          </span>
        </span>
      </td>
    </tr>
  );
}

const nameOf = (m: MicrositeRow) => `${m.first_name} ${m.last_name}`.trim() || m.email;

/**
 * One page of the campaign's microsites: a checkbox, contact (name over email and the page's slug), company,
 * status, expiry, the extra columns and the row's actions. Sortable headers say so with aria-sort; Up/Down move
 * between rows, Space ticks one. Under 640 px each row is a card (same DOM) with every action in it.
 */
export function MicrositeTable<T extends MicrositeRow>({ rows, sort, dir, onSort, selection, actions, extraColumns, onOpen, heldActions, statusExtras }: Props<T>) {
  const keyboard = useRowKeyboard({ count: rows.length, onTick: (i) => selection.toggle(rows[i]), onOpen: onOpen ? (i) => onOpen(rows[i]) : undefined });
  const columns = 6 + (extraColumns?.count ?? 0) + (actions ? 1 : 0);
  const pageIds = rows.map((m) => m.id);
  const sortable: SortableHeader = (key, label, className) => <SortHeader label={label} active={sort === key} dir={dir} onSort={() => onSort(key)} className={cn(className, "px-2")} />;
  return (
    // On wide screens a table wider than its card scrolls inside it, never the page (relative: the sr-only labels are absolutely placed).
    <div className="relative sm:overflow-x-auto">
      <table className={cardTable.table} aria-label="Microsites">
        <thead className={cn("bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase", cardTable.head)}>
          <tr>
            <th scope="col" className="w-10 px-2 py-3">
              <PageTickBox tick={selection.pageTick(pageIds)} onChange={(on) => selection.setMany(rows, on)} />
            </th>
            {sortable("contact", "Contact")}
            {sortable("company", "Company")}
            {sortable("status", "Status")}
            {sortable("expires", "Expiry")}
            {extraColumns?.header(sortable)}
            {actions ? (
              <th scope="col" className="px-2 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((m, index) => {
            const { status } = m;
            // A page waiting for its retry says what the AI provider answered instead of a bare "Pending".
            const failure = status === "error" || (status === "pending" && isProviderWaiting(m.error)) ? m.error : null;
            const rejection = status === "rejected" ? m.review_comment : null;
            const ticked = selection.isSelected(m.id);
            return (
              <Fragment key={m.id}>
                <tr
                  data-testid="microsite-row"
                  aria-selected={ticked}
                  className={cn("border-t border-slate-100 outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:ring-inset", ticked && "bg-brand-50/60", cardTable.row)}
                  {...keyboard.rowProps(index)}
                >
                  <td className={cn("px-2 py-3", cardTable.tickCell)}>
                    <RowTickBox checked={ticked} onToggle={() => selection.toggle(m)} label={`Select ${nameOf(m)}`} />
                  </td>
                  <td className="px-2 py-3 max-sm:block max-sm:px-0 max-sm:pt-0">
                    <div className="font-medium whitespace-nowrap text-slate-900">
                      {m.first_name} {m.last_name}
                    </div>
                    <div className="truncate text-xs text-slate-500 sm:max-w-44" title={m.email}>
                      {m.email}
                    </div>
                    <div className="truncate font-mono text-xs sm:max-w-44" title={m.slug} data-testid="microsite-slug">
                      {status === "completed" ? (
                        <button type="button" onClick={() => void openPreview(m.id)} className="text-brand-600 hover:underline" title={`Open ${m.slug}`}>
                          {m.slug}
                        </button>
                      ) : (
                        <span className="text-slate-500">{m.slug}</span>
                      )}
                    </div>
                  </td>
                  <td data-label="Company" className={cn("px-2 py-3 text-slate-700 sm:max-w-32 sm:truncate", cardTable.cell)} title={m.company}>
                    {m.company}
                  </td>
                  <td data-label="Status" className={cn("px-2 py-3", cardTable.cell)}>
                    <div className="flex flex-wrap items-center gap-1">
                      <MicrositeStatusBadge status={m.status} held={m.held} />
                      {statusExtras?.(m)}
                    </div>
                  </td>
                  <td data-label="Expiry" className={cn("px-2 py-3", cardTable.cell)}>
                    <ExpiryCell expiresAt={m.expires_at} publishedAt={m.published_at} />
                  </td>
                  {extraColumns?.cells(m)}
                  {actions ? <td className={cn("px-2 py-3 text-right whitespace-nowrap", cardTable.actionsCell)}>{actions(m)}</td> : null}
                </tr>
                {/* A reason gets a line of its own under the row: it is often a long provider message or comment. */}
                {failure ? (
                  <RowNote testId="microsite-error" columns={columns} who={nameOf(m)} className={status === "error" && !m.held ? "text-red-700" : "text-amber-700"}>
                    {failure}
                    {m.held && heldActions ? heldActions(m) : null}
                  </RowNote>
                ) : null}
                {rejection ? (
                  <RowNote testId="microsite-review-comment" columns={columns} who={nameOf(m)} className="text-slate-700">
                    <span className="font-medium">Rejected by your admin: </span>
                    {rejection}
                  </RowNote>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
