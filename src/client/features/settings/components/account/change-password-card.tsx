import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ACCOUNT_MESSAGES, changePasswordSchema, type ChangePasswordInput } from "@/shared/schemas/account";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input, Label } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import { useChangePassword } from "@/client/features/settings/api/auth-sessions";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true };

export function ChangePasswordCard() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, control } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      setFormError((error as Error).message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Use at least 8 characters. You stay signed in here.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? <ErrorBanner message={formError} /> : null}
          <Field label="Current password" htmlFor="current-password" error={errors.currentPassword?.message}>
            <Input id="current-password" type="password" autoComplete="current-password" aria-invalid={!!errors.currentPassword} {...register("currentPassword")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="New password" htmlFor="new-password" error={errors.newPassword?.message}>
              <Input id="new-password" type="password" autoComplete="new-password" aria-invalid={!!errors.newPassword} {...register("newPassword")} />
            </Field>
            <Field label="Confirm new password" htmlFor="confirm-password" error={errors.confirmPassword?.message}>
              <Input id="confirm-password" type="password" autoComplete="new-password" aria-invalid={!!errors.confirmPassword} {...register("confirmPassword")} />
            </Field>
          </div>
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="revokeOtherSessions"
              render={({ field }) => <Switch id="revoke-on-change" checked={field.value} onCheckedChange={field.onChange} />}
            />
            <Label htmlFor="revoke-on-change" className="font-normal">
              Sign out of all other sessions
            </Label>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
