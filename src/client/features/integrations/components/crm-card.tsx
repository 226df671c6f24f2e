import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CRM_PROVIDER_LABELS, type CrmProvider } from "@/shared/crm";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { useIntegrations } from "../api/get-integrations";
import { CrmConnectionBanner } from "./crm-connection-banner";

type CrmCardProps = {
  provider: CrmProvider;
  icon: LucideIcon;
  /** What disconnecting deletes ("token", "sign-in"). */
  credential: string;
  /** How an admin connects the CRM. */
  connect: ReactNode;
  /** The CRM's import, once connected. */
  importForm: ReactNode;
  /** What the integration does, under the title. */
  children: ReactNode;
};

/** A CRM's card in Settings → Integrations: connected, the connection and the import; if not, the way to connect (admins) or whom to ask. */
export function CrmCard({ provider, icon: Icon, credential, connect, importForm, children }: CrmCardProps) {
  const integrations = useIntegrations();
  const isAdmin = useIsWorkspaceAdmin();
  const connection = integrations.data?.connections.find((c) => c.provider === provider);
  const label = CRM_PROVIDER_LABELS[provider];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-brand-600" aria-hidden /> {label}
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {integrations.isPending ? (
          <Skeleton className="h-10" />
        ) : connection ? (
          <>
            <CrmConnectionBanner provider={provider} accountLabel={connection.accountLabel} connectedAt={connection.connectedAt} credential={credential} />
            {importForm}
          </>
        ) : isAdmin ? (
          connect
        ) : (
          <p className="text-sm text-slate-600">{label} is not connected. Ask a workspace admin to connect it.</p>
        )}
      </CardContent>
    </Card>
  );
}
