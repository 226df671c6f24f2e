import { CheckCircle2, HelpCircle, X, XCircle } from "lucide-react";
import { Button } from "../components/ui/button";
import { cn } from "../lib/cn";
import { toast, useToasts } from "./toast-store";

const ICONS = { success: CheckCircle2, error: XCircle, confirm: HelpCircle };
const COLORS = { success: "text-emerald-600", error: "text-red-600", confirm: "text-brand-600" };

export function Toaster() {
  const toasts = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2">
      {toasts.map((t) => {
        const Icon = ICONS[t.type];
        return (
          <div
            key={t.id}
            role={t.type === "error" ? "alert" : "status"}
            data-toast-type={t.type}
            className="pointer-events-auto rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
          >
            <div className="flex items-start gap-3">
              <Icon className={cn("mt-0.5 size-5 shrink-0", COLORS[t.type])} aria-hidden />
              <p className="flex-1 text-sm text-slate-800">{t.message}</p>
              {t.type === "confirm" ? null : (
                <button type="button" aria-label="Dismiss" className="cursor-pointer text-slate-400 hover:text-slate-600" onClick={() => toast.dismiss(t.id)}>
                  <X className="size-4" />
                </button>
              )}
            </div>
            {t.type === "confirm" ? (
              <div className="mt-3 flex justify-end gap-2">
                <Button size="sm" variant="secondary" onClick={() => toast.answer(t.id, false)}>
                  No
                </Button>
                <Button size="sm" variant="danger" onClick={() => toast.answer(t.id, true)}>
                  Yes
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
