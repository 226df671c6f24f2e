import { Eye } from "lucide-react";
import { useState } from "react";
import { Card } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Label, Select } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { usePagePreview } from "../api/preview-page";
import { PageFrames } from "./page-frames";
import { QualityList } from "./quality-list";

export type PreviewContact = { id: string; first_name: string; last_name: string; company: string; email: string };

const contactName = (c: PreviewContact) => [`${c.first_name} ${c.last_name}`.trim() || c.email, c.company].filter(Boolean).join(" — ");

/**
 * The page a chosen contact would get from a launch now (issue 10 item 7), in desktop and phone frames, with its
 * quality checks. Nothing is published or counted.
 */
export function PagePreviewPanel({ campaignId, contacts, note }: { campaignId: string; contacts: PreviewContact[]; note?: string }) {
  const [contactId, setContactId] = useState(contacts[0]?.id);
  const preview = usePagePreview(campaignId, contactId);
  const chosen = contacts.find((c) => c.id === contactId);
  return (
    <Card data-testid="page-preview" className="space-y-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Eye className="size-4 text-brand-600" aria-hidden /> Page preview
          </h3>
          <p className="text-sm text-slate-500">{note ?? "What this contact would get if you launched now. Nothing is published or counted."}</p>
        </div>
        {contacts.length > 0 ? (
          <Label className="flex flex-col gap-1">
            Preview for
            <Select className="max-w-72" value={contactId} onChange={(event) => setContactId(event.target.value)}>
              {contacts.map((c) => (
                <option key={c.id} value={c.id}>
                  {contactName(c)}
                </option>
              ))}
            </Select>
          </Label>
        ) : null}
      </div>
      {preview.isError ? <ErrorBanner message={loadErrorMessage(preview.error, "Failed to load the preview")} onRetry={() => preview.refetch()} /> : null}
      {preview.isPending && !preview.isError ? <Spinner className="py-16" label="Writing the preview…" /> : null}
      {preview.data ? (
        <div className="space-y-6" aria-busy={preview.isFetching}>
          <PageFrames html={preview.data.html} label={`Preview for ${chosen ? contactName(chosen) : "the first contact"}`} />
          <QualityList report={preview.data.quality} wide />
        </div>
      ) : null}
    </Card>
  );
}
