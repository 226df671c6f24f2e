import { ChevronDown, Eye, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Framework } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { cn } from "@/client/lib/cn";
import { PaletteSwatches } from "../common/color-swatch";
import { FrameworkCardDetails } from "./framework-card-details";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function FrameworkCard({ framework, onDelete, deleting }: { framework: Framework; onDelete: () => void; deleting: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const brand = framework.brand_guidelines;
  const detailsId = `framework-details-${framework.id}`;
  return (
    <Card className="flex flex-col p-5" aria-label={framework.name} role="article">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={`/templates/frameworks/${framework.id}/view`} className="hover:text-brand-700">
            {framework.name}
          </Link>
        </h3>
        <div className="flex shrink-0 gap-1.5">
          {framework.problems.length ? (
            <Badge tone="warning" title="Some stored settings could not be read">
              <TriangleAlert className="size-3" aria-hidden /> Needs repair
            </Badge>
          ) : null}
          {framework.category ? <Badge tone="brand">{framework.category}</Badge> : null}
          <Badge tone={framework.is_active ? "success" : "neutral"}>{framework.is_active ? "Active" : "Inactive"}</Badge>
        </div>
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-slate-500">{framework.description || "No description provided"}</p>
      <div className="mt-4 space-y-2">
        {brand.colorPalettes[0] ? <PaletteSwatches palette={brand.colorPalettes[0]} /> : null}
        <p className="text-xs text-slate-500">
          {plural(brand.colorPalettes.length, "palette")} · {plural(brand.typography.fontCombinations.length, "font combination")} ·{" "}
          {plural(framework.layout_parameters.sectionTypes.length, "section type")}
        </p>
        <p className="text-xs text-slate-400">Updated {new Date(framework.updated_at).toLocaleDateString()}</p>
      </div>
      {expanded ? (
        <div id={detailsId} className="mt-4">
          <FrameworkCardDetails framework={framework} />
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link to={`/templates/frameworks/${framework.id}/view`}>
            <Eye aria-hidden /> View
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/templates/frameworks/${framework.id}/edit`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
        <Button variant="danger-ghost" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${framework.name}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Hide details" : "Show details"}
          <ChevronDown aria-hidden className={cn("transition-transform", expanded && "rotate-180")} />
        </Button>
      </div>
    </Card>
  );
}
