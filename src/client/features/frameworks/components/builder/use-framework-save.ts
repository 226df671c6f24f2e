import { useNavigate } from "react-router";
import type { FrameworkTab } from "@/shared/framework-constants";
import { firstFrameworkSaveProblem, tabOfPath, type FrameworkSaveProblem } from "@/shared/framework-validation";
import type { FrameworkValues } from "@/shared/schemas/framework";
import { toast } from "@/client/lib/toast-store";
import { ApiRequestError, isForbidden } from "@/client/lib/api";
import { useCreateFramework } from "@/client/features/frameworks/api/create-framework";
import { useUpdateFramework } from "@/client/features/frameworks/api/update-framework";

export const FRAMEWORK_CREATED = "Framework created successfully!";
export const FRAMEWORK_UPDATED = "Framework updated successfully!";

/** The tab a server 400 points at, from its first zod issue's path. */
function tabOfServerError(error: unknown): FrameworkTab | null {
  const issue = error instanceof ApiRequestError ? (error.issues?.[0] as { path?: PropertyKey[] } | undefined) : undefined;
  return issue?.path?.length ? tabOfPath(issue.path) : null;
}

/**
 * Spec 5 save: check in the spec's order (switching tab + error toast on the first failure), then create or
 * update. Success toasts and navigation follow the spec ("Framework created successfully!" -> /templates).
 */
export function useFrameworkSave({ frameworkId, onProblem, beforeLeave }: { frameworkId?: string; onProblem: (problem: FrameworkSaveProblem) => void; beforeLeave: () => void }) {
  const navigate = useNavigate();
  const create = useCreateFramework();
  const update = useUpdateFramework();

  async function save(draft: FrameworkValues) {
    const problem = firstFrameworkSaveProblem(draft);
    if (problem) {
      onProblem(problem);
      toast.error(problem.message);
      return;
    }
    try {
      if (frameworkId) {
        await update.mutateAsync({ id: frameworkId, patch: draft });
        toast.success(FRAMEWORK_UPDATED);
        beforeLeave();
        navigate(`/templates/frameworks/${frameworkId}/view`);
      } else {
        await create.mutateAsync(draft);
        toast.success(FRAMEWORK_CREATED);
        beforeLeave();
        navigate("/templates");
      }
    } catch (error) {
      const message = (error as Error).message;
      const tab = tabOfServerError(error);
      if (tab) onProblem({ message, tab, path: [] });
      // A member's refusal is said as the server says it: nothing about this draft is wrong, only who saves it.
      toast.error(isForbidden(error) ? message : `${frameworkId ? "Error updating framework" : "Error creating framework"}: ${message}`);
    }
  }

  return { save, saving: create.isPending || update.isPending };
}
