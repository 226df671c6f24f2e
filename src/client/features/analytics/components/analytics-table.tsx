import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { formatDuration, formatRatio } from "@/shared/analytics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { AnalyticsData } from "../api/get-analytics";
import { nextSort, sortRows, type Sort } from "../sort-rows";

type Row = AnalyticsData["rows"][number];
type Column = { key: keyof Row & string; label: string; numeric: boolean; render: (row: Row) => React.ReactNode };

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }) : "—");

const COLUMNS: Column[] = [
  {
    key: "contactName",
    label: "Contact",
    numeric: false,
    render: (r) => (
      <a href={r.url} target="_blank" rel="noreferrer" className="font-medium text-slate-900 hover:text-brand-600 hover:underline" title={r.email}>
        {r.contactName || r.email}
      </a>
    ),
  },
  { key: "company", label: "Company", numeric: false, render: (r) => r.company || "—" },
  { key: "campaignName", label: "Campaign", numeric: false, render: (r) => r.campaignName },
  { key: "views", label: "Views", numeric: true, render: (r) => r.views.toLocaleString() },
  { key: "clicks", label: "Clicks", numeric: true, render: (r) => r.clicks.toLocaleString() },
  { key: "clickThroughRate", label: "CTR", numeric: true, render: (r) => formatRatio(r.clickThroughRate) },
  { key: "avgSessionSeconds", label: "Avg. Time", numeric: true, render: (r) => formatDuration(r.avgSessionSeconds) },
  { key: "lastViewedAt", label: "Last Viewed", numeric: true, render: (r) => dateTime(r.lastViewedAt) },
];

/** Every microsite with activity in the period (the 500 most viewed), sortable by any column. */
export function AnalyticsTable({ rows, total }: { rows: Row[]; total: number }) {
  const [sort, setSort] = useState<Sort<Column["key"]>>({ key: "views", direction: "desc" });
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Detailed Metrics</CardTitle>
        <CardDescription>
          {total > rows.length ? `The ${rows.length} most viewed of ${total} microsites with activity; Export has them all.` : "Every microsite with activity in this period."}
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto px-0">
        <table className="w-full min-w-[52rem] text-sm">
          <thead>
            <tr className="border-y border-slate-100 bg-slate-50 text-left text-xs font-medium text-slate-500">
              {COLUMNS.map((col) => {
                const active = sort.key === col.key;
                const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
                return (
                  <th key={col.key} scope="col" aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"} className={col.numeric ? "px-5 py-2 text-right whitespace-nowrap" : "px-5 py-2 whitespace-nowrap"}>
                    <button type="button" onClick={() => setSort(nextSort(sort, col.key, col.numeric))} className="inline-flex cursor-pointer items-center gap-1 hover:text-slate-900">
                      {col.label}
                      <Icon className={active ? "size-3.5 text-slate-700" : "size-3.5 text-slate-300"} aria-hidden />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((row) => (
              <tr key={row.micrositeId} className="hover:bg-slate-50" data-testid="analytics-row">
                {COLUMNS.map((col) => (
                  <td key={col.key} className={col.numeric ? "px-5 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums" : "px-5 py-3 whitespace-nowrap text-slate-700"}>
                    {col.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
