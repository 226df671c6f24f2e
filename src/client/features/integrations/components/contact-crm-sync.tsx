import { RefreshCw } from "lucide-react";
import { CRM_PROVIDER_LABELS } from "@/shared/crm";
import { Button } from "@/client/components/ui/button";
import { useContactCrmSync, useResyncContact } from "../api/contact-crm-sync";

/** A contact's CRM sync in its timeline: last synced, or why it failed, and "Sync again". Nothing when not linked. */
export function ContactCrmSync({ contactId }: { contactId: string }) {
  const sync = useContactCrmSync(contactId);
  const resync = useResyncContact(contactId);
  if (!sync.data || sync.data.length === 0) return null;
  return (
    <div className="mt-4 space-y-2 rounded-lg border border-slate-200 p-3 text-sm" data-testid="contact-crm-sync">
      {sync.data.map((state) => (
        <p key={state.provider} className={state.error ? "text-red-700" : "text-slate-600"}>
          <span className="font-medium">{CRM_PROVIDER_LABELS[state.provider]}</span>:{" "}
          {state.error ? `sync failed — ${state.error}` : state.syncedAt ? `last synced ${new Date(state.syncedAt).toLocaleString()}` : "waiting for its first sync"}
        </p>
      ))}
      <Button size="sm" variant="secondary" onClick={() => resync.mutate()} disabled={resync.isPending}>
        <RefreshCw aria-hidden /> {resync.isPending ? "Asking…" : "Sync again"}
      </Button>
    </div>
  );
}
