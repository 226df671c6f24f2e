import type { CrmProvider } from "@/shared/crm";
import { CRM_PROVIDER_LABELS } from "@/shared/crm";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { useDisconnectCrm } from "../api/disconnect-crm";

/** "Connected · <account> since <date>", with Disconnect for admins (the credential and the contact links go). */
export function CrmConnectionBanner({ provider, accountLabel, connectedAt, credential }: { provider: CrmProvider; accountLabel: string; connectedAt: string; credential: string }) {
  const disconnect = useDisconnectCrm();
  const isAdmin = useIsWorkspaceAdmin();
  const label = CRM_PROVIDER_LABELS[provider];
  const disconnectCrm = async () => {
    if (!(await toast.confirm(`Disconnect ${label}? The ${credential} is deleted and contacts stop syncing.`))) return;
    await disconnect.mutateAsync(provider).then(
      () => toast.success(`${label} disconnected`),
      (error: Error) => toast.error(`Could not disconnect: ${error.message}`),
    );
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p>
        <span className="font-medium">Connected</span> · {accountLabel} since {new Date(connectedAt).toLocaleDateString()}
      </p>
      {isAdmin ? (
        <Button size="sm" variant="secondary" onClick={disconnectCrm} disabled={disconnect.isPending}>
          Disconnect
        </Button>
      ) : null}
    </div>
  );
}
