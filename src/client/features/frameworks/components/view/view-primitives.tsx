import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

/** A read-only card with a title, used by every view tab. */
export function ViewCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Label/value pairs; empty values read "Not set" so a blank field is visibly blank, not missing. */
export function Details({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-800">{value === "" || value === null || value === undefined ? <NotSet /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const NotSet = ({ text = "Not set" }: { text?: string }) => <span className="text-sm text-slate-400">{text}</span>;

export function Tags({ items, tone = "neutral", label, emptyText }: { items: readonly (string | number)[]; tone?: "neutral" | "brand" | "info"; label?: string; emptyText?: string }) {
  if (items.length === 0) return <NotSet text={emptyText} />;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li key={String(item)}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
