import { CheckCircle2, X, XCircle } from "lucide-react";
import { Button } from "../components/ui/button";
import { cn } from "../lib/cn";
import { toast, useToasts } from "../lib/toast-store";

const ICONS = { success: CheckCircle2, error: XCircle };
const COLORS = { success: "text-emerald-600", error: "text-red-600" };

/**
 * Success and error toasts, top right under the top bar: never over a page's sticky Save bar at the bottom.
 * Confirmations are not toasts: ConfirmDialog asks them in a modal dialog.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-18 right-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2">
      {toasts.map((t) => {
        if (t.type === "confirm") return null;
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
              {t.action ? (
                <Button size="sm" variant="secondary" className="-my-1" onClick={() => toast.act(t.id)}>
                  {t.action.label}
                </Button>
              ) : null}
              <button type="button" aria-label="Dismiss" className="cursor-pointer text-slate-400 hover:text-slate-600" onClick={() => toast.dismiss(t.id)}>
                <X className="size-4" />
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
