import { Save } from "lucide-react";
import { useState } from "react";
import { workspaceRenameSchema } from "@/shared/workspace";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Field, Input } from "@/client/components/ui/input";
import { useRenameWorkspace } from "../api/rename-workspace";
import type { Workspace } from "../api/get-workspace";

/** The workspace's name: admins rename it, members read it. */
export function WorkspaceNameCard({ workspace }: { workspace: Workspace }) {
  const rename = useRenameWorkspace();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | null>(null);
  const admin = workspace.role === "admin";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = workspaceRenameSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    try {
      await rename.mutateAsync(parsed.data.name);
      toast.success("Workspace renamed");
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Workspace</CardTitle>
        <CardDescription>
          {admin ? "Your team shares this workspace's brand profile, frameworks and offerings." : "Your workspace admins manage its name, brand and frameworks."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {admin ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field label="Workspace name" htmlFor="workspace-name" error={error} className="flex-1">
              <Input id="workspace-name" value={name} maxLength={80} aria-invalid={!!error} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Button type="submit" className="sm:mt-7" disabled={rename.isPending || name.trim() === workspace.name}>
              <Save aria-hidden /> {rename.isPending ? "Saving..." : "Save name"}
            </Button>
          </form>
        ) : (
          <p className="text-lg font-medium text-slate-900" data-testid="workspace-name">
            {workspace.name}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
