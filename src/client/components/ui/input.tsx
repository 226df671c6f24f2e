import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100";

export const Input = ({ className, ...props }: ComponentProps<"input">) => <input className={cn(fieldClass, "h-10", className)} {...props} />;

export const Textarea = ({ className, ...props }: ComponentProps<"textarea">) => (
  <textarea className={cn(fieldClass, "min-h-20 py-2", className)} {...props} />
);

export const Select = ({ className, ...props }: ComponentProps<"select">) => <select className={cn(fieldClass, "h-10 pr-8", className)} {...props} />;

export const Label = ({ className, ...props }: ComponentProps<"label">) => (
  <label className={cn("text-sm font-medium text-slate-700", className)} {...props} />
);

export function FieldError({ message, id }: { message?: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}

/** Label + control + error, stacked; `htmlFor` ties the label to the control for screen readers and tests. */
export function Field({ label, htmlFor, error, hint, children, className }: { label: string; htmlFor: string; error?: string | null; hint?: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <FieldError message={error} id={`${htmlFor}-error`} />
    </div>
  );
}
