import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { invitationCreateSchema, WORKSPACE_ROLES, type InvitationCreateInput } from "@/shared/workspace";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input, Select } from "@/client/components/ui/input";
import { useCreateInvitation, type CreatedInvitation } from "../api/create-invitation";
import { CopyLinkButton } from "./copy-link-button";
import { ROLE_LABELS } from "./member-row";

function CreatedLink({ invitation }: { invitation: CreatedInvitation }) {
  return (
    <div role="status" data-testid="invitation-link" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p>
        {invitation.emailed
          ? `We emailed ${invitation.email} an invitation. You can also send them this link:`
          : `Send ${invitation.email} this link to join (it works once, for 7 days):`}
      </p>
      <div className="flex items-center gap-2">
        <Input readOnly value={invitation.url} aria-label="Invitation link" className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <CopyLinkButton url={invitation.url} label="Copy invitation link" />
      </div>
    </div>
  );
}

/** Admins invite by email and role; the answer is a link to copy (and an email when the server can send one). */
export function InviteForm() {
  const create = useCreateInvitation();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<InvitationCreateInput>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: "", role: "member" },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setCreated(await create.mutateAsync(values));
      reset({ email: "", role: values.role });
    } catch (failure) {
      setCreated(null);
      setServerError((failure as Error).message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a teammate</CardTitle>
        <CardDescription>Members run their own campaigns with the workspace's brand and frameworks; admins also manage them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onSubmit} noValidate aria-label="Invite a teammate" className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start">
          <Field label="Email" htmlFor="invite-email" error={errors.email?.message}>
            <Input id="invite-email" type="email" autoComplete="off" placeholder="name@company.com" aria-invalid={!!errors.email} {...register("email")} />
          </Field>
          <Field label="Role" htmlFor="invite-role" error={errors.role?.message}>
            <Select id="invite-role" {...register("role")}>
              {WORKSPACE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" className="sm:mt-7" disabled={create.isPending}>
            <Send aria-hidden /> {create.isPending ? "Inviting..." : "Invite"}
          </Button>
        </form>
        {serverError ? <ErrorBanner message={serverError} /> : null}
        {created ? <CreatedLink invitation={created} /> : null}
      </CardContent>
    </Card>
  );
}
