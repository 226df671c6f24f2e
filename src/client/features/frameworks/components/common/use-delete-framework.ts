import { toast } from "../../../../app/toast-store";
import { refusalMessage } from "../../../../lib/api";
import { useDeleteFramework } from "../../api/delete-framework";

export const DELETE_FRAMEWORK_CONFIRM = "Are you sure you want to delete this framework?";
export const DELETE_FRAMEWORK_FAILED = "Failed to delete framework. Please try again.";
export const FRAMEWORK_DELETED = "Framework deleted";

/** Spec 8 delete flow: confirm toast, then delete; returns whether the framework is gone. */
export function useConfirmedFrameworkDelete() {
  const mutation = useDeleteFramework();
  async function confirmAndDelete(id: string): Promise<boolean> {
    if (!(await toast.confirm(DELETE_FRAMEWORK_CONFIRM))) return false;
    try {
      await mutation.mutateAsync(id);
      toast.success(FRAMEWORK_DELETED);
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, DELETE_FRAMEWORK_FAILED));
      return false;
    }
  }
  return { confirmAndDelete, deleting: mutation.isPending ? mutation.variables : undefined };
}
