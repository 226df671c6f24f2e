import { TriangleAlert } from "lucide-react";
import type { FrameworkProblem } from "@/shared/schemas/framework";

/**
 * Shown when the stored record failed the load check (spec 3): the server answered defaults for the broken parts,
 * so the user knows what they see is not all that was stored, and that saving repairs it.
 */
export function StoredProblemsNotice({ problems, editing = false }: { problems: FrameworkProblem[]; editing?: boolean }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">Some stored settings of this framework could not be read; defaults are shown instead.</p>
          <p>{editing ? "Review the settings below and save to repair the framework." : "Edit and save the framework to repair it."}</p>
          <ul className="list-disc pl-5 text-xs text-amber-800">
            {problems.slice(0, 5).map((p) => (
              <li key={`${p.field}:${p.message}`}>
                <code>{p.field}</code>: {p.message}
              </li>
            ))}
            {problems.length > 5 ? <li>and {problems.length - 5} more</li> : null}
          </ul>
        </div>
      </div>
    </div>
  );
}
