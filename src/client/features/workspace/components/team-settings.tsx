import { useSession } from "@/client/features/auth/api/session";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { useWorkspace } from "../api/get-workspace";
import { InvitationsCard } from "./invitations-card";
import { InviteForm } from "./invite-form";
import { MembersCard } from "./members-card";
import { WorkspaceNameCard } from "./workspace-name-card";

/** Settings -> Team: the workspace's name and members for everyone; inviting and invitations for admins. */
export function TeamSettings() {
  const workspace = useWorkspace();
  const { data: session } = useSession();
  if (workspace.isError) return <ErrorBanner message={`Error loading the team: ${workspace.error.message}`} onRetry={() => workspace.refetch()} />;
  if (workspace.isPending || !session) return <Spinner className="py-16" />;
  const admin = workspace.data.role === "admin";
  return (
    <div className="space-y-6">
      <WorkspaceNameCard key={workspace.data.id} workspace={workspace.data} />
      {admin ? <InviteForm /> : null}
      <MembersCard workspace={workspace.data} userId={session.user.id} />
      {admin ? <InvitationsCard /> : null}
    </div>
  );
}
