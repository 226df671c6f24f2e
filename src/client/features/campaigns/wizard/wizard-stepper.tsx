import { Check } from "lucide-react";
import { WIZARD_STEPS } from "@/shared/schemas/campaign";
import { cn } from "@/client/lib/cn";

/** The five steps as a progress list; a step can be clicked (moving forward still validates). */
export function WizardStepper({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  return (
    <nav aria-label="Wizard steps">
      <ol className="grid grid-cols-5 gap-2">
        {WIZARD_STEPS.map((title, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li key={title}>
              <button
                type="button"
                onClick={() => onSelect(number)}
                aria-current={state === "current" ? "step" : undefined}
                className="group flex w-full cursor-pointer flex-col gap-2 text-left"
              >
                <span className={cn("h-1.5 rounded-full transition-colors", state === "todo" ? "bg-slate-200" : "bg-brand-600")} />
                <span className="flex items-center gap-2">
                  <span
                    className={cn(
                      "grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold",
                      state === "done" && "bg-brand-600 text-white",
                      state === "current" && "bg-brand-50 text-brand-700 ring-2 ring-brand-600",
                      state === "todo" && "bg-slate-100 text-slate-500",
                    )}
                  >
                    {state === "done" ? <Check className="size-3.5" aria-hidden /> : number}
                  </span>
                  <span className={cn("hidden text-sm font-medium md:inline", state === "todo" ? "text-slate-500" : "text-slate-900")}>{title}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
