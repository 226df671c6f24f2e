import { ArrowRight, CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { nextStep, type OnboardingStep } from "../onboarding-steps";

/** The first-run checklist with its progress; the next step's button leads there. Hidden once every step is done. */
export function OnboardingChecklist({ steps }: { steps: OnboardingStep[] }) {
  const next = nextStep(steps);
  if (!next) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <section aria-labelledby="onboarding-title" className="rounded-xl border border-brand-200 bg-white p-5 shadow-sm" data-testid="onboarding-checklist">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="onboarding-title" className="text-base font-semibold text-slate-900">
            Get started
          </h2>
          <p className="text-sm text-slate-500" data-testid="onboarding-progress">
            {done} of {steps.length} done
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Getting started"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-100 sm:w-48"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </div>
      <ol className="mt-4 divide-y divide-slate-100">
        {steps.map((step) => (
          <li key={step.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid={`onboarding-step-${step.id}`} data-done={step.done}>
            {step.done ? <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-label="Done" /> : <Circle className="size-5 shrink-0 text-slate-300" aria-label="To do" />}
            <div className="min-w-0 flex-1">
              <p className={cn("text-sm font-medium", step.done ? "text-slate-500 line-through" : "text-slate-900")}>{step.title}</p>
              {step === next ? <p className="text-xs text-slate-500">{step.description}</p> : null}
            </div>
            {step === next ? (
              <div className="w-full pl-8 sm:w-auto sm:pl-0">
                <Button asChild size="sm">
                  <Link to={step.to}>
                    {step.action} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
