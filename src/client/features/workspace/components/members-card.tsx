import { useState } from "react";
import { useNavigate } from "react-router";
import type { WorkspaceRole } from "@/shared/workspace";
import { toast } from "@/client/lib/toast-store";
import { Card, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useChangeMemberRole } from "../api/change-member-role";
import type { Workspace, WorkspaceMember } from "../api/get-workspace";
import { useLeaveWorkspace, useRemoveMember } from "../api/remove-member";
import { MemberRow } from "./member-row";
import { RemoveMemberDialog } from "./remove-member-dialog";

/** The workspace's members: admins change roles and remove people; everyone can leave (after a confirmation). */
export function MembersCard({ workspace, userId }: { workspace: Workspace; userId: string }) {
  const navigate = useNavigate();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const leave = useLeaveWorkspace();
  const [target, setTarget] = useState<WorkspaceMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const admin = workspace.role === "admin";
  const leaving = target?.user_id === userId;
  // The server refuses to remove or let go of the last admin; no button offers it.
  const admins = workspace.members.filter((m) => m.role === "admin").length;
  const removable = (member: WorkspaceMember) => !(member.role === "admin" && admins <= 1);

  const onRoleChange = async (member: WorkspaceMember, role: WorkspaceRole) => {
    try {
      await changeRole.mutateAsync({ userId: member.user_id, role });
      toast.success(`${member.name || member.email} is now ${role === "admin" ? "an admin" : "a member"}`);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };

  const open = (member: WorkspaceMember) => {
    setError(null);
    setTarget(member);
  };

  const confirm = async () => {
    if (!target) return;
    try {
      if (leaving) {
        await leave.mutateAsync(target.user_id);
        toast.success(`You left ${workspace.name}`);
        navigate("/", { replace: true });
      } else {
        await remove.mutateAsync(target.user_id);
        toast.success(`${target.name || target.email} was removed`);
        setTarget(null);
      }
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          {workspace.members.length} {workspace.members.length === 1 ? "person" : "people"} in {workspace.name}. Admins manage the brand, frameworks, offerings,
          the team and page approvals; members run their own campaigns.
        </CardDescription>
      </CardHeader>
      <ul aria-label="Members" className="divide-y divide-slate-100 border-t border-slate-100">
        {workspace.members.map((member) => (
          <MemberRow
            key={member.user_id}
            member={member}
            isSelf={member.user_id === userId}
            removable={removable(member)}
            manage={admin}
            changingRole={changeRole.isPending && changeRole.variables?.userId === member.user_id}
            onRoleChange={(role) => void onRoleChange(member, role)}
            onRemove={() => open(member)}
          />
        ))}
      </ul>
      <RemoveMemberDialog
        member={target}
        leaving={leaving}
        workspaceName={workspace.name}
        busy={remove.isPending || leave.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
}
