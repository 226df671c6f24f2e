import { Clock, MousePointerClick } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { formatDuration, METRIC_DEFINITIONS } from "@/shared/analytics";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import { loadErrorMessage } from "@/client/lib/api";
import { AccountLink, PeopleList } from "./people-list";
import { useContactTimeline, type ContactTimeline } from "../api/get-contact-timeline";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function Visits({ timeline }: { timeline: ContactTimeline }) {
  if (timeline.visits.length === 0) return <p className="py-6 text-center text-sm text-slate-500">No visits yet. Visits appear here once the prospect opens their microsite.</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label="Visits">
      {timeline.visits.map((v) => (
        <li key={`${v.micrositeId}-${v.startedAt}`} className="relative" data-testid="timeline-visit">
          <span className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white" aria-hidden />
          <p className="text-sm font-medium text-slate-900">
            <time dateTime={v.startedAt}>{when(v.startedAt)}</time>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5 text-slate-400" aria-hidden /> {formatDuration(v.seconds)} on page
            </span>
            <span className="inline-flex items-center gap-1">
              <MousePointerClick className="size-3.5 text-slate-400" aria-hidden /> {v.clicked ? `Clicked ${v.clicked}` : "No click"}
            </span>
          </p>
          <p className="text-xs text-slate-400">{v.campaignName}</p>
        </li>
      ))}
    </ol>
  );
}

/** The prospect's timeline (campaign view, ?contact=ID): each visit and the contact's engagement score. */
/** `extra`: what other features show of the contact under its timeline (its CRM sync). */
export function ProspectTimelineDialog({ contactId, onClose, extra }: { contactId: string | null; onClose: () => void; extra?: ReactNode }) {
  const timeline = useContactTimeline(contactId);
  const data = timeline.data;
  const title = data ? `${data.contact.name}${data.contact.company ? ` (${data.contact.company})` : ""}` : "Prospect timeline";
  return (
    <Dialog.Root open={!!contactId} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPanel title={title} description="Timeline: every visit, newest first (people only; bots and link scanners are left out)" className="max-h-[85vh] max-w-lg">
        <div className="overflow-y-auto px-5 pb-5">
          {timeline.isError ? <ErrorBanner message={loadErrorMessage(timeline.error, "Failed to load the timeline")} onRetry={() => timeline.refetch()} /> : null}
          {timeline.isPending ? (
            <div className="space-y-3 pt-4">
              <Skeleton className="h-12" />
              <Skeleton className="h-10" />
            </div>
          ) : null}
          {data ? (
            <>
              <dl className="my-4 grid grid-cols-3 gap-3 rounded-lg bg-slate-50 p-3 text-center">
                <div>
                  <dt className="text-xs text-slate-500" title={METRIC_DEFINITIONS.engagementScore}>
                    Engagement score
                  </dt>
                  <dd className="text-xl font-semibold text-slate-900" data-testid="timeline-score">
                    {data.engagementScore ?? "—"}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Views</dt>
                  <dd className="text-xl font-semibold text-slate-900">{data.views}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Clicks</dt>
                  <dd className="text-xl font-semibold text-slate-900">{data.clicks}</dd>
                </div>
              </dl>
              <section aria-label="People" className="mb-4">
                <div className="mb-1 flex items-center justify-between">
                  <h3 className="text-sm font-semibold text-slate-900">People who opened the page</h3>
                  <AccountLink email={data.contact.email} />
                </div>
                <PeopleList people={data.people} />
              </section>
              <Visits timeline={data} />
              {extra}
            </>
          ) : null}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
