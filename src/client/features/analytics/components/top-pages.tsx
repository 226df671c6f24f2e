import { ExternalLink } from "lucide-react";
import { formatDuration } from "@/shared/analytics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { AnalyticsData } from "../api/get-analytics";

const plural = (n: number, word: string) => `${n.toLocaleString()} ${n === 1 ? word : `${word}s`}`;

/** The most viewed microsites of the period, with who they were made for. */
export function TopPages({ pages }: { pages: AnalyticsData["topPages"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Pages</CardTitle>
        <CardDescription>Microsites with the most views.</CardDescription>
      </CardHeader>
      <CardContent>
        {pages.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">No views in this period.</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {pages.map((p, i) => (
              <li key={p.micrositeId} className="flex items-center gap-3 py-3" data-testid="top-page">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">{i + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {p.contactName || p.email}
                    {p.company ? <span className="font-normal text-slate-500"> · {p.company}</span> : null}
                  </p>
                  <a href={p.url} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 truncate text-xs text-brand-600 hover:underline">
                    /{p.slug} <ExternalLink className="size-3" aria-hidden />
                  </a>
                </div>
                <div className="text-right text-sm">
                  <p className="font-semibold text-slate-900">{plural(p.views, "view")}</p>
                  <p className="text-xs text-slate-500">
                    {plural(p.clicks, "click")} · {formatDuration(p.avgSessionSeconds)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
