import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ApiKeyList } from "./api-key-list";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewApiKeyNotice } from "./new-api-key-notice";

/** Settings → API: the workspace's API keys, made here and shown once, and where the API's reference lives. */
export function ApiKeySettings() {
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4 text-brand-600" aria-hidden /> API keys
          </CardTitle>
          <CardDescription>
            Let a script, a sequencing tool, Zapier or n8n use Pitchsite as you, in this workspace. Send the key as{" "}
            <code className="font-mono text-xs">Authorization: Bearer ps_…</code>. Every route is described in the{" "}
            <a className="font-medium text-brand-700 underline underline-offset-2" href="/api/docs" target="_blank" rel="noreferrer">
              API reference
            </a>{" "}
            (<a className="text-brand-700 underline underline-offset-2" href="/api/openapi.json">OpenAPI document</a>).
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <CreateApiKeyForm onCreated={setCreated} />
          {created ? <NewApiKeyNotice name={created.name} apiKey={created.key} onDone={() => setCreated(null)} /> : null}
        </CardContent>
      </Card>
      <ApiKeyList />
    </div>
  );
}
