import { Check, ChevronsUpDown, Building } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { toast } from "@/client/lib/toast-store";
import { useWorkspace } from "../api/get-workspace";
import { useWorkspaces } from "../api/get-workspaces";
import { useSwitchWorkspace } from "../api/switch-workspace";

/** The top bar's workspace menu, shown only to someone in more than one workspace. */
export function WorkspaceSwitcher() {
  const navigate = useNavigate();
  const workspaces = useWorkspaces();
  const active = useWorkspace();
  const switching = useSwitchWorkspace();
  const list = workspaces.data ?? [];
  if (list.length < 2 || !active.data) return null;

  const choose = async (id: string, name: string) => {
    if (id === active.data.id) return;
    try {
      await switching.mutateAsync(id);
      navigate("/", { replace: true });
      toast.success(`Switched to ${name}`);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Workspace: ${active.data.name}. Switch workspace`}
          disabled={switching.isPending}
          className="flex max-w-48 min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 sm:max-w-64"
        >
          <Building className="size-4 shrink-0 text-slate-500" aria-hidden />
          <span className="truncate" data-testid="active-workspace">
            {active.data.name}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 max-w-[calc(100vw-2rem)] min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-slate-500">Workspaces</DropdownMenu.Label>
          {list.map((workspace) => (
            <DropdownMenu.Item
              key={workspace.id}
              onSelect={() => void choose(workspace.id, workspace.name)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <Check className={workspace.id === active.data.id ? "size-4 text-brand-600" : "size-4 opacity-0"} aria-hidden />
              <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
              <span className="text-xs text-slate-400">{workspace.role === "admin" ? "Admin" : "Member"}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
