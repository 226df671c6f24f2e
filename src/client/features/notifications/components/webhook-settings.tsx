import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, KeyRound, Webhook } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { notificationSettingsSchema, WEBHOOK_PRIVATE_MESSAGE, WEBHOOK_SIGNATURE_HEADER, type NotificationSettingsInput } from "@/shared/schemas/notifications";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useSaveNotificationSettings } from "../api/save-notification-settings";
import { WebhookDeliveries } from "./webhook-deliveries";

/**
 * Settings section: the optional outgoing webhook receiving `microsite.viewed` / `microsite.clicked` /
 * `microsite.access_requested` when a prospect first opens a microsite, clicks its CTA or asks for a new link
 * (a Slack incoming-webhook URL gets readable messages instead). The signing secret is shown once, right after it is made.
 */
export function WebhookSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<NotificationSettingsInput>({ resolver: zodResolver(notificationSettingsSchema), defaultValues: { webhookUrl: "" } });
  const { reset } = form;
  const savedUrl = settings.data?.webhookUrl ?? "";
  useEffect(() => reset({ webhookUrl: savedUrl }), [savedUrl, reset]);

  const submit = (rotateSecret: boolean) =>
    form.handleSubmit(async (input) => {
      try {
        const saved = await save.mutateAsync({ input, rotateSecret });
        setSecret(saved.secret);
        toast.success(input.webhookUrl ? "Webhook saved" : "Webhook turned off");
      } catch (error) {
        const message = (error as Error).message;
        if (message === WEBHOOK_PRIVATE_MESSAGE) form.setError("webhookUrl", { message });
        toast.error(`Failed to save webhook settings: ${message}`);
      }
    });

  const rotate = async () => {
    if (await toast.confirm("Generate a new signing secret? Requests signed with the old one will stop verifying.")) await submit(true)();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="size-4 text-brand-600" aria-hidden /> Engagement webhook
        </CardTitle>
        <CardDescription>
          We POST JSON to this URL when a prospect first opens a microsite (<code>microsite.viewed</code>), first clicks its call-to-action (
          <code>microsite.clicked</code>) or asks for a new link on an expired page (<code>microsite.access_requested</code>), retrying failed deliveries
          with backoff. A Slack incoming-webhook URL (<code>https://hooks.slack.com/services/…</code>) gets a readable message instead, such as
          “Ada Lovelace (Acme) opened their microsite — 2 min, clicked Book Now”.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {settings.isError ? <ErrorBanner message={settings.error.message} onRetry={() => settings.refetch()} /> : null}
        {settings.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <form onSubmit={submit(false)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field label="Webhook URL" htmlFor="webhook-url" error={form.formState.errors.webhookUrl?.message} hint="Leave empty to turn the webhook off." className="flex-1">
              <Input id="webhook-url" type="url" placeholder="https://example.com/hooks/pitchsite" aria-invalid={!!form.formState.errors.webhookUrl} {...form.register("webhookUrl")} />
            </Field>
            <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
          </form>
        )}
        {secret ? (
          <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-medium">Copy your signing secret now. It will not be shown again.</p>
            <div className="mt-2 flex items-center gap-2">
              <code className="flex-1 truncate rounded bg-white px-2 py-1 font-mono text-xs" data-testid="webhook-secret">
                {secret}
              </code>
              <Button size="sm" variant="secondary" onClick={() => navigator.clipboard.writeText(secret).then(() => toast.success("Secret copied"))}>
                <Copy aria-hidden /> Copy
              </Button>
            </div>
          </div>
        ) : null}
        {settings.data?.secretHint && savedUrl ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <p className="flex items-center gap-2">
              <KeyRound className="size-4 text-slate-400" aria-hidden />
              Signing secret ending in <code className="font-mono">…{settings.data.secretHint}</code>
            </p>
            <Button size="sm" variant="ghost" onClick={rotate} disabled={save.isPending}>
              Regenerate secret
            </Button>
          </div>
        ) : null}
        <p className="text-xs text-slate-500">
          Verify each request: the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header is <code>t=&lt;unix time&gt;,v1=&lt;hex&gt;</code>, where v1 is the
          HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code> keyed with your secret.
        </p>
        <WebhookDeliveries deliveries={settings.data?.recentDeliveries ?? []} />
      </CardContent>
    </Card>
  );
}
