import { deleteWithUndo } from "@/client/lib/pending-deletes";
import { toast } from "@/client/lib/toast-store";
import { useDeleteFramework } from "@/client/features/frameworks/api/delete-framework";

export const DELETE_FRAMEWORK_CONFIRM = "Are you sure you want to delete this framework?";
export const DELETE_FRAMEWORK_FAILED = "Failed to delete framework. Please try again.";
export const FRAMEWORK_DELETED = "Framework deleted";
export const FRAMEWORK_RESTORED = "Framework restored";

/** The framework's key while its delete waits out the undo window. */
export const frameworkDeleteKey = (id: string) => `framework:${id}`;

/** Spec 8 delete flow: confirm, then delete with a few seconds to undo; returns whether the user went ahead. */
export function useConfirmedFrameworkDelete() {
  const mutation = useDeleteFramework();
  async function confirmAndDelete(id: string): Promise<boolean> {
    if (!(await toast.confirm(DELETE_FRAMEWORK_CONFIRM))) return false;
    deleteWithUndo({
      key: frameworkDeleteKey(id),
      message: FRAMEWORK_DELETED,
      restoredMessage: FRAMEWORK_RESTORED,
      commit: () => mutation.mutateAsync(id),
      path: `/api/frameworks/${id}`,
      failedMessage: DELETE_FRAMEWORK_FAILED,
    });
    return true;
  }
  return { confirmAndDelete, deleting: mutation.isPending ? mutation.variables : undefined };
}
