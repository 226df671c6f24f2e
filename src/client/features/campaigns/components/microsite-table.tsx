import { AlertTriangle, Globe } from "lucide-react";
import { Fragment, useState, type ComponentProps, type ReactNode } from "react";
import { expiryLabel, micrositeStatusLabel, normalizeMicrositeStatus, type MicrositeStatus } from "../../../../shared/microsite-status";
import { formatCampaignDay, isScheduled } from "../../../../shared/publication-window";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/feedback";
import { cn } from "../../../lib/cn";
import { openPreview } from "../../launch/api/open-preview";

/** What the table needs of a microsite (GET /api/campaigns/:id answers these fields and more). */
export type MicrositeRow = {
  id: string;
  slug: string;
  status: string;
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
};

/** Extra columns another feature adds (metrics: views, clicks, last viewed, time on page), before Actions. */
export type ExtraMicrositeColumns<T> = { count: number; header: ReactNode; cells: (microsite: T) => ReactNode };

/** Two features' extra columns side by side (e.g. engagement figures, then the quality score). */
export const combineColumns = <T,>(first: ExtraMicrositeColumns<T>, second: ExtraMicrositeColumns<T>): ExtraMicrositeColumns<T> => ({
  count: first.count + second.count,
  header: (
    <>
      {first.header}
      {second.header}
    </>
  ),
  cells: (microsite) => (
    <>
      {first.cells(microsite)}
      {second.cells(microsite)}
    </>
  ),
});

type Props<T extends MicrositeRow> = {
  microsites: T[];
  extraColumns?: ExtraMicrositeColumns<T>;
  /** Per-row actions (refresh, delete, extend...), rendered in a last column when given. */
  actions?: (microsite: T) => ReactNode;
  pageSize?: number;
};

const STATUS_TONES: Record<MicrositeStatus, ComponentProps<typeof Badge>["tone"]> = {
  pending: "info",
  completed: "success",
  error: "danger",
  expired: "warning",
  awaiting_approval: "brand",
  rejected: "danger",
};

export function MicrositeStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONES[normalizeMicrositeStatus(status)]} className="whitespace-nowrap">
      {micrositeStatusLabel(status)}
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
    <tr data-testid={testId}>
      <td colSpan={columns} className={cn("px-3 pb-3 text-xs", className)}>
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

/**
 * The campaign's microsites: contact (name over email and company, so the table fits a laptop screen with the
 * metrics columns), slug, status, expiry, and optional actions.
 */
export function MicrositeTable<T extends MicrositeRow>({ microsites, actions, extraColumns, pageSize = 25 }: Props<T>) {
  const [page, setPage] = useState(0);
  if (microsites.length === 0) {
    return <EmptyState icon={Globe} title="No microsites yet" description="Launch the campaign to generate one personalized microsite per contact." />;
  }
  const pages = Math.ceil(microsites.length / pageSize);
  const current = Math.min(page, pages - 1);
  const shown = microsites.slice(current * pageSize, (current + 1) * pageSize);
  const columns = 4 + (extraColumns?.count ?? 0) + (actions ? 1 : 0);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* relative: the screen-reader-only labels inside are absolutely placed; without it they escape the scroller and widen the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Microsites">
          <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-3 py-3">Contact</th>
              <th className="px-3 py-3">Slug</th>
              <th className="px-3 py-3">Status</th>
              <th className="px-3 py-3">Expiry</th>
              {extraColumns?.header}
              {actions ? (
                <th className="px-3 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => {
              const status = normalizeMicrositeStatus(m.status);
              const failure = status === "error" ? m.error : null;
              const rejection = status === "rejected" ? m.review_comment : null;
              return (
                <Fragment key={m.id}>
                  <tr data-testid="microsite-row" className="border-t border-slate-100">
                    <td className="px-3 py-3">
                      <div className="font-medium whitespace-nowrap text-slate-900">
                        {m.first_name} {m.last_name}
                      </div>
                      <div className="max-w-56 truncate text-xs text-slate-500" title={m.email}>
                        {m.email}
                      </div>
                      <div className="text-xs text-slate-500">{m.company}</div>
                    </td>
                    <td className="max-w-36 truncate px-3 py-3 font-mono text-xs" title={m.slug}>
                      {status === "completed" ? (
                        <button type="button" onClick={() => void openPreview(m.id)} className="text-brand-600 hover:underline" title={`Open ${m.slug}`}>
                          {m.slug}
                        </button>
                      ) : (
                        <span className="text-slate-600">{m.slug}</span>
                      )}
                    </td>
                    <td className="px-3 py-3">
                      <MicrositeStatusBadge status={m.status} />
                    </td>
                    <td className="px-3 py-3">
                      <ExpiryCell expiresAt={m.expires_at} publishedAt={m.published_at} />
                    </td>
                    {extraColumns?.cells(m)}
                    {actions ? <td className="px-3 py-3 text-right whitespace-nowrap">{actions(m)}</td> : null}
                  </tr>
                  {/* A reason gets a line of its own under the row: it is often a long provider message or comment. */}
                  {failure ? (
                    <RowNote testId="microsite-error" columns={columns} who={`${m.first_name} ${m.last_name}`} className="text-red-700">
                      {failure}
                    </RowNote>
                  ) : null}
                  {rejection ? (
                    <RowNote testId="microsite-review-comment" columns={columns} who={`${m.first_name} ${m.last_name}`} className="text-slate-700">
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
      {pages > 1 ? (
        <div className="flex items-center justify-between border-t border-slate-100 px-3 py-3 text-sm text-slate-500">
          <span>
            {current * pageSize + 1}–{current * pageSize + shown.length} of {microsites.length.toLocaleString("en-US")}
          </span>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              Next
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
