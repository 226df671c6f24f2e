import { LogOut, UserMinus } from "lucide-react";
import { WORKSPACE_ROLES, type WorkspaceRole } from "@/shared/workspace";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Select } from "@/client/components/ui/input";
import type { WorkspaceMember } from "../api/get-workspace";

export const ROLE_LABELS: Record<WorkspaceRole, string> = { admin: "Admin", member: "Member" };

type Props = {
  member: WorkspaceMember;
  isSelf: boolean;
  /** Whether this row gets Leave (yourself) or Remove (an admin, for others): never for the workspace's last admin. */
  removable: boolean;
  /** The caller is an admin: roles are editable and others can be removed. */
  manage: boolean;
  changingRole: boolean;
  onRoleChange: (role: WorkspaceRole) => void;
  onRemove: () => void;
};

/** One member: name and email, role (a select for admins), then Remove (admins) or Leave (yourself). */
export function MemberRow({ member, isSelf, removable, manage, changingRole, onRoleChange, onRemove }: Props) {
  const name = member.name || member.email;
  const role = member.role === "admin" ? "admin" : "member";
  return (
    <li aria-label={name} data-testid="member-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium text-slate-900">
          {name}
          {isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="truncate text-sm text-slate-500">{member.email}</p>
      </div>
      {manage ? (
        <Select aria-label={`Role of ${name}`} className="w-32" value={role} disabled={changingRole} onChange={(e) => onRoleChange(e.target.value as WorkspaceRole)}>
          {WORKSPACE_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
      ) : (
        <Badge tone={role === "admin" ? "brand" : "neutral"}>{ROLE_LABELS[role]}</Badge>
      )}
      <div className="w-28 text-right">
        {!removable ? null : isSelf ? (
          <Button variant="danger-ghost" size="sm" onClick={onRemove}>
            <LogOut aria-hidden /> Leave
          </Button>
        ) : manage ? (
          <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            <UserMinus aria-hidden /> Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
