import { Package, Pencil, Trash2, Wrench } from "lucide-react";
import { offeringPriceLabel } from "@/shared/currency";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import type { Offering } from "@/client/features/settings/api/get-offerings";

type OfferingListProps = { offerings: Offering[]; editingId: string | null; onEdit: (offering: Offering) => void; onDelete: (offering: Offering) => void };

export function OfferingList({ offerings, editingId, onEdit, onDelete }: OfferingListProps) {
  return (
    <ul aria-label="Product offerings" className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {offerings.map((offering) => {
        const Icon = offering.type === "Service" ? Wrench : Package;
        return (
          <li
            key={offering.id}
            aria-label={offering.name}
            className={cn("flex items-start gap-4 p-4 transition-colors", editingId === offering.id && "bg-brand-50/60")}
          >
            <span className="mt-0.5 rounded-lg bg-brand-50 p-2 text-brand-600">
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="truncate text-sm font-semibold text-slate-900" title={offering.name}>{offering.name}</h3>
                <Badge tone={offering.type === "Service" ? "info" : "brand"}>{offering.type}</Badge>
              </div>
              {offering.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-500">{offering.description}</p> : null}
              {offering.outcomes.length ? (
                <ul aria-label={`Outcomes of ${offering.name}`} className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm text-slate-600 marker:text-brand-400">
                  {offering.outcomes.map((outcome, i) => (
                    <li key={i} className="break-words">
                      {outcome}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className={cn("mt-1.5 text-sm font-medium", offering.requires_quote ? "text-amber-700" : "text-slate-900")} data-testid="offering-price">
                {offeringPriceLabel(offering)}
              </p>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button variant="ghost" size="icon" aria-label={`Edit ${offering.name}`} onClick={() => onEdit(offering)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="danger-ghost" size="icon" aria-label={`Delete ${offering.name}`} onClick={() => onDelete(offering)}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
