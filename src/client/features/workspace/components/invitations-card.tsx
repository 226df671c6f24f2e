import { X } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { useInvitations, type Invitation } from "../api/get-invitations";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { CopyLinkButton } from "./copy-link-button";
import { ROLE_LABELS } from "./member-row";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

/** Invitations not yet accepted: copy the link again, or revoke it. */
export function InvitationsCard() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  const onRevoke = async (invitation: Invitation) => {
    if (!(await toast.confirm(`Revoke the invitation for ${invitation.email}? Its link stops working.`))) return;
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success("Invitation revoked");
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };

  const list = invitations.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>{list.length ? "Links that have not been used yet." : "Nobody is waiting to join."}</CardDescription>
      </CardHeader>
      {invitations.isError ? (
        <div className="p-5 pt-0">
          <ErrorBanner message={invitations.error.message} onRetry={() => invitations.refetch()} />
        </div>
      ) : null}
      {list.length ? (
        <ul aria-label="Pending invitations" className="divide-y divide-slate-100 border-t border-slate-100">
          {list.map((invitation) => (
            <li key={invitation.id} aria-label={invitation.email} data-testid="invitation-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate font-medium text-slate-900">{invitation.email}</p>
                <p className="text-xs text-slate-500">Expires {day(invitation.expires_at)}</p>
              </div>
              <Badge tone={invitation.role === "admin" ? "brand" : "neutral"}>{ROLE_LABELS[invitation.role === "admin" ? "admin" : "member"]}</Badge>
              <div className="flex gap-1">
                <CopyLinkButton url={invitation.url} label={`Copy the link for ${invitation.email}`} />
                <Button variant="danger-ghost" size="sm" onClick={() => void onRevoke(invitation)} aria-label={`Revoke the invitation for ${invitation.email}`}>
                  <X aria-hidden /> Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
