import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import type { ApprovalGroup, ApprovalPage } from "../api/get-approvals";
import { pagesText, selectionState } from "../approval-text";

type Props = {
  group: ApprovalGroup;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  /** The page's quality results (page review's score and checks). */
  quality: (page: ApprovalPage) => ReactNode;
  /** Opens the page's preview inside the queue. */
  onPreview: (page: ApprovalPage) => void;
};

/** One campaign's held pages: who made them, why they are held, and each page with its preview and checks. */
export function ApprovalGroupCard({ group, selected, onSelect, quality, onPreview }: Props) {
  const ids = group.pages.map((p) => p.microsite_id);
  return (
    <Card role="region" aria-label={group.campaign_name} data-testid="approval-group">
      <div className="flex flex-wrap items-start gap-3 border-b border-slate-100 p-5">
        <Checkbox className="mt-1" aria-label={`Select all pages of ${group.campaign_name}`} checked={selectionState(ids, selected)} onCheckedChange={(checked) => onSelect(ids, checked === true)} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">{group.campaign_name}</h2>
          <p className="text-sm text-slate-500">
            {pagesText(group.pages.length)} by {group.rep_name} · {group.framework_name ?? "No framework"}
          </p>
          {group.reasons.length ? (
            <ul aria-label="Why these pages need approval" className="mt-2 flex flex-wrap gap-1.5">
              {group.reasons.map((reason) => (
                <li key={reason} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
                  {reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <ul aria-label={`Pages of ${group.campaign_name}`} className="divide-y divide-slate-100">
        {group.pages.map((page) => {
          const name = page.contact_name || page.email;
          return (
            <li key={page.microsite_id} aria-label={name} data-testid="approval-page" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
              <Checkbox aria-label={`Select ${name}`} checked={selected.has(page.microsite_id)} onCheckedChange={(checked) => onSelect([page.microsite_id], checked === true)} />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate font-medium text-slate-900">
                  {name}
                  {page.kind === "edit" ? <span className="ml-2 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-700 ring-1 ring-sky-200 ring-inset">Edit of a live page</span> : null}
                </p>
                <p className="truncate text-sm text-slate-500">{[page.company, page.email].filter(Boolean).join(" · ")}</p>
              </div>
              <div className="flex items-center gap-3">
                {quality(page)}
                <Button variant="secondary" size="sm" onClick={() => onPreview(page)} aria-label={`Preview ${name}'s page`}>
                  <Eye aria-hidden /> Preview
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
