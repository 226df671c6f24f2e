import { useState, type FormEvent } from "react";
import { API_KEY_SCOPES, createApiKeySchema, type ApiKeyScope } from "@/shared/api-keys";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Field, Input } from "@/client/components/ui/input";
import { useApiKeyMutations } from "../api/api-keys";
import { SCOPE_LABELS } from "./scope-labels";

/** Name and scopes of a new key; the key itself goes to `onCreated`, the one time it is seen. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: { name: string; key: string }) => void }) {
  const { create } = useApiKeyMutations();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["read"]);
  const [error, setError] = useState<string | null>(null);

  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, scopes });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Invalid key");
    setError(null);
    try {
      const created = await create.mutateAsync({ name, scopes });
      onCreated({ name: created.name, key: created.key });
      setName("");
      toast.success("API key created");
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create an API key">
      <Field label="Name" htmlFor="api-key-name" error={error ?? undefined} hint="What uses it, e.g. “Outreach sequence” or “n8n”.">
        <Input id="api-key-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} aria-invalid={!!error} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/40">
              <Checkbox className="mt-0.5" checked={scopes.includes(scope)} onCheckedChange={(on) => toggle(scope, on === true)} aria-label={SCOPE_LABELS[scope].title} />
              <span>
                <span className="block font-medium text-slate-900">{SCOPE_LABELS[scope].title}</span>
                <span className="block text-xs text-slate-500">{SCOPE_LABELS[scope].description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create key"}
      </Button>
    </form>
  );
}
