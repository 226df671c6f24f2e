import { Bot, Hand, ShieldAlert, ShieldCheck } from "lucide-react";
import type { ContentConstraints, FlexibilityBoundaries } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { Details, NotSet, Tags, ViewCard } from "./view-primitives";

/** Content Constraints tab of the view: tone guidelines text and selected tone chips, then legal and content rules. */
export function ContentView({ content }: { content: ContentConstraints }) {
  const legal = content.legalCompliance;
  return (
    <div className="space-y-6">
      <ViewCard title="Tone of voice">
        <div className="space-y-4">
          <Tags items={content.selectedTones} tone="brand" label="Selected tones" />
          {content.toneOfVoice.some((t) => t.description) ? (
            <ul className="space-y-1 text-sm">
              {content.toneOfVoice.filter((t) => t.description).map((t) => (
                <li key={t.name}>
                  <span className="font-medium text-slate-800">{t.name}:</span> <span className="text-slate-600">{t.description}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <h4 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Tone guidelines</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{content.toneGuidelines || <NotSet />}</p>
          </div>
        </div>
      </ViewCard>
      <ViewCard title="Legal and content rules">
        <Details
          items={[
            ["Regulations", <Tags items={legal.regulations} />],
            ["Legal review", legal.requiresLegalReview ? "Required before going live" : "Not required"],
            ["Disclaimer", legal.disclaimer],
            ["Mandatory elements", <Tags items={content.mandatoryElements} />],
            ["Prohibited terms", <Tags items={content.prohibitedTerms} />],
          ]}
        />
      </ViewCard>
    </div>
  );
}

/** Flexibility Boundaries tab of the view: customizable elements, quality checkpoints, approvals, restrictions. */
export function FlexibilityView({ flexibility }: { flexibility: FlexibilityBoundaries }) {
  return (
    <div className="space-y-6">
      <ViewCard title="Customizable elements">
        {flexibility.customizableElements.length === 0 ? <p className="text-sm text-slate-500">Nothing is customizable.</p> : null}
        <ul className="space-y-3">
          {flexibility.customizableElements.map((rule) => (
            <li key={rule.id} aria-label={rule.element} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="mr-auto font-semibold text-slate-900">{rule.element}</h4>
                <Badge tone="info">{rule.customizationLevel}</Badge>
                {rule.requiresApproval ? <Badge tone="warning">Requires approval</Badge> : null}
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                Allowed modifications: <Tags items={rule.allowedModifications} label="Allowed modifications" emptyText="none listed" />
              </div>
            </li>
          ))}
        </ul>
      </ViewCard>
      <ViewCard title="Quality checkpoints">
        {flexibility.qualityCheckpoints.length === 0 ? <p className="text-sm text-slate-500">No quality checkpoints.</p> : null}
        <ul className="space-y-3">
          {flexibility.qualityCheckpoints.map((checkpoint) => (
            <li key={checkpoint.id} aria-label={checkpoint.stage} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="mr-auto font-semibold text-slate-900">{checkpoint.stage}</h4>
                <Badge tone={checkpoint.automated ? "info" : "neutral"}>
                  {checkpoint.automated ? <Bot className="size-3" aria-hidden /> : <Hand className="size-3" aria-hidden />}
                  {checkpoint.automated ? "Automated" : "Manual"}
                </Badge>
                <Badge tone={checkpoint.blocker ? "danger" : "neutral"}>
                  {checkpoint.blocker ? <ShieldAlert className="size-3" aria-hidden /> : <ShieldCheck className="size-3" aria-hidden />}
                  {checkpoint.blocker ? "Blocker" : "Advisory"}
                </Badge>
              </div>
              {checkpoint.criteria.length ? (
                <ul className="list-disc pl-5 text-sm text-slate-700">
                  {checkpoint.criteria.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                <NotSet text="No criteria listed" />
              )}
            </li>
          ))}
        </ul>
      </ViewCard>
      <ViewCard title="Approvals and restrictions">
        <div className="space-y-4">
          {flexibility.approvalWorkflows.map((w) => (
            <div key={w.id} className="text-sm">
              <p className="font-medium text-slate-800">{w.name}</p>
              <p className="text-slate-600">
                Approvers: {w.approvers.join(", ")}
                {w.appliesTo.length ? ` · for ${w.appliesTo.join(", ")}` : ""}
              </p>
            </div>
          ))}
          {flexibility.approvalWorkflows.length === 0 ? <p className="text-sm text-slate-500">No approval workflows.</p> : null}
          <div>
            <h4 className="mb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">Restrictions</h4>
            <Tags items={flexibility.restrictions} />
          </div>
        </div>
      </ViewCard>
    </div>
  );
}
