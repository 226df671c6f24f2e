import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { hubspotConnectSchema, type HubspotConnectInput } from "@/shared/schemas/integrations";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Field, Input } from "@/client/components/ui/input";
import { useConnectHubspot } from "../api/connect-hubspot";

/** The private-app token form: checked against HubSpot on save, stored encrypted, never shown again. */
export function HubspotConnectForm() {
  const connect = useConnectHubspot();
  const form = useForm<HubspotConnectInput>({ resolver: zodResolver(hubspotConnectSchema), defaultValues: { token: "" } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await connect.mutateAsync(input);
      form.reset({ token: "" });
      toast.success("HubSpot connected");
    } catch (error) {
      form.setError("token", { message: (error as Error).message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Private app access token"
        htmlFor="hubspot-token"
        error={form.formState.errors.token?.message}
        hint="HubSpot → Settings → Integrations → Private apps. Stored encrypted; never shown again."
        className="flex-1"
      >
        <Input id="hubspot-token" type="password" autoComplete="off" placeholder="pat-na1-…" aria-invalid={!!form.formState.errors.token} {...form.register("token")} />
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={connect.isPending}>
        {connect.isPending ? "Checking…" : "Connect HubSpot"}
      </Button>
    </form>
  );
}
