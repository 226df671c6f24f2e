import { Building2, PackageOpen } from "lucide-react";
import { useRef, useState } from "react";
import { OFFERING_MESSAGES, type OfferingValues } from "@/shared/schemas/offering";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner } from "@/client/components/ui/feedback";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { isForbidden, refusalMessage } from "@/client/lib/api";
import { useCreateOffering } from "@/client/features/settings/api/create-offering";
import { useDeleteOffering } from "@/client/features/settings/api/delete-offering";
import { useOfferings, type Offering } from "@/client/features/settings/api/get-offerings";
import { useUpdateOffering } from "@/client/features/settings/api/update-offering";
import { OfferingForm } from "./offering-form";
import { OfferingList } from "./offering-list";

export const DELETE_OFFERING_CONFIRM = "Are you sure you want to delete this offering?";

export function OfferingsPanel({ hasBrandProfile, onOpenProfile }: { hasBrandProfile: boolean; onOpenProfile: () => void }) {
  const offerings = useOfferings(hasBrandProfile);
  const create = useCreateOffering();
  const update = useUpdateOffering();
  const remove = useDeleteOffering();
  const [editing, setEditing] = useState<Offering | null>(null);
  const formArea = useRef<HTMLDivElement>(null);

  if (!hasBrandProfile) {
    return (
      <EmptyState
        icon={Building2}
        title="Save your brand profile first"
        description="Offerings belong to your brand. Fill in the brand profile, then list what you sell here."
        action={<Button onClick={onOpenProfile}>Go to Brand Profile</Button>}
      />
    );
  }

  const save = async (values: OfferingValues) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, values });
      else await create.mutateAsync(values);
      toast.success(editing ? "Offering updated" : "Offering added");
      setEditing(null);
      return true;
    } catch (error) {
      toast.error(isForbidden(error) ? (error as Error).message : OFFERING_MESSAGES.saveFailed);
      return false;
    }
  };

  const confirmDelete = async (offering: Offering) => {
    if (!(await toast.confirm(DELETE_OFFERING_CONFIRM))) return;
    try {
      await remove.mutateAsync(offering.id);
      if (editing?.id === offering.id) setEditing(null);
      toast.success("Offering deleted");
    } catch (error) {
      toast.error(refusalMessage(error, "Failed to delete offering. Please try again."));
    }
  };

  const startEdit = (offering: Offering) => {
    setEditing(offering);
    // Below 2xl the form sits above the list: bring it into view for the offering just picked.
    requestAnimationFrame(() => formArea.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  };

  return (
    <div className="grid items-start gap-6 2xl:grid-cols-[1fr_24rem]">
      <div ref={formArea} className="scroll-mt-24 2xl:sticky 2xl:top-24 2xl:order-last">
        <OfferingForm key={editing?.id ?? "new"} editing={editing} saving={create.isPending || update.isPending} onSubmit={save} onCancelEdit={() => setEditing(null)} />
      </div>
      <div className="min-w-0 space-y-4">
        {offerings.isError ? <ErrorBanner message={`Error loading offerings: ${offerings.error.message}`} onRetry={() => offerings.refetch()} /> : null}
        {offerings.isPending ? (
          <ListSkeleton variant="table" rows={3} />
        ) : offerings.data?.length ? (
          <>
            <h3 className="text-sm font-medium text-slate-500">
              {offerings.data.length} {offerings.data.length === 1 ? "offering" : "offerings"}, in the order you added them
            </h3>
            <OfferingList offerings={offerings.data} editingId={editing?.id ?? null} onEdit={startEdit} onDelete={confirmDelete} />
          </>
        ) : offerings.data ? (
          <EmptyState icon={PackageOpen} title="No offerings yet" description="Add the products and services your microsites can feature." />
        ) : null}
      </div>
    </div>
  );
}
