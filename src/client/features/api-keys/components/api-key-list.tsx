import { KeyRound, X } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useApiKeyMutations, useApiKeys, type ApiKey } from "../api/api-keys";
import { SCOPE_LABELS } from "./scope-labels";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
const moment = (iso: string) => new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The workspace's keys (an admin sees everyone's): scopes, who made it, when it was last used; revoke ends it at once. */
export function ApiKeyList() {
  const keys = useApiKeys();
  const { revoke } = useApiKeyMutations();

  const onRevoke = async (key: ApiKey) => {
    if (!(await toast.confirm(`Revoke “${key.name}”? Anything using it stops working at once.`))) return;
    try {
      await revoke.mutateAsync(key.id);
      toast.success("API key revoked");
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };

  const list = keys.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Keys</CardTitle>
        <CardDescription>{list.length ? "Each acts as the person who made it, within its scopes." : "No API keys yet."}</CardDescription>
      </CardHeader>
      {keys.isError ? (
        <div className="p-5 pt-0">
          <ErrorBanner message={keys.error.message} onRetry={() => keys.refetch()} />
        </div>
      ) : null}
      {keys.isPending ? (
        <div className="p-5 pt-0">
          <Skeleton className="h-12" />
        </div>
      ) : null}
      {list.length ? (
        <ul aria-label="API keys" className="divide-y divide-slate-100 border-t border-slate-100">
          {list.map((key) => (
            <li key={key.id} aria-label={key.name} data-testid="api-key-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
              <KeyRound className="size-4 shrink-0 text-slate-400" aria-hidden />
              <div className="min-w-0 flex-1 basis-52">
                <p className="truncate font-medium text-slate-900">{key.name}</p>
                <p className="text-xs text-slate-500">
                  <code className="font-mono">{key.key_start}…</code> · by {key.created_by} · created {day(key.created_at)} ·{" "}
                  {key.last_used_at ? `last used ${moment(key.last_used_at)}` : "never used"}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {key.scopes.map((scope) => (
                  <Badge key={scope} tone="neutral">
                    {SCOPE_LABELS[scope].title}
                  </Badge>
                ))}
              </div>
              {key.revoked_at ? (
                <Badge tone="danger">Revoked</Badge>
              ) : (
                <Button variant="danger-ghost" size="sm" onClick={() => void onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                  <X aria-hidden /> Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
