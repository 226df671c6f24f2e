import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { EXTEND_EXPIRY_DAYS } from "@/shared/constants";
import { extendMicrosite } from "../api/extend-microsite";
import { MICROSITE_TEXT } from "../use-microsite-actions";

/** On a "New link requested" item: one click extends that page by 7 days (the page's own extension) and says so. */
export function ExtendRequestButton({ micrositeId }: { micrositeId: string }) {
  const queryClient = useQueryClient();
  const extend = useMutation({
    mutationFn: () => extendMicrosite(micrositeId, EXTEND_EXPIRY_DAYS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  });
  async function handleClick() {
    try {
      await extend.mutateAsync();
      toast.success(MICROSITE_TEXT.extended);
    } catch {
      toast.error(MICROSITE_TEXT.extendFailed);
    }
  }
  return (
    <Button size="sm" variant="secondary" onClick={handleClick} disabled={extend.isPending} className="mt-2">
      <CalendarPlus aria-hidden /> Extend by {EXTEND_EXPIRY_DAYS} days
    </Button>
  );
}

/** The action under an activity item: "Extend by 7 days" on a request whose page is still expired. */
export const accessRequestAction = (item: { kind: string; micrositeId?: string | null; pageExpired?: boolean }) =>
  item.kind === "access_requested" && item.pageExpired && item.micrositeId ? <ExtendRequestButton micrositeId={item.micrositeId} /> : undefined;
