import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ACCOUNT_MESSAGES, accountNameSchema, type AccountNameInput } from "@/shared/schemas/account";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Field, Input } from "@/client/components/ui/input";
import { useUpdateAccountName } from "@/client/features/settings/api/update-account-name";

export function AccountDetailsCard({ firstName, lastName, email }: AccountNameInput & { email: string }) {
  const update = useUpdateAccountName();
  const { register, handleSubmit, formState, reset } = useForm<AccountNameInput>({
    resolver: zodResolver(accountNameSchema),
    defaultValues: { firstName, lastName },
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ firstName: saved.firstName, lastName: saved.lastName });
      toast.success(ACCOUNT_MESSAGES.nameSaved);
    } catch {
      toast.error(ACCOUNT_MESSAGES.nameFailed);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name appears in the app and on the campaigns you send.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" htmlFor="account-first-name" error={errors.firstName?.message}>
              <Input id="account-first-name" autoComplete="given-name" aria-invalid={!!errors.firstName} {...register("firstName")} />
            </Field>
            <Field label="Last name" htmlFor="account-last-name" error={errors.lastName?.message}>
              <Input id="account-last-name" autoComplete="family-name" aria-invalid={!!errors.lastName} {...register("lastName")} />
            </Field>
          </div>
          <Field label="Email" htmlFor="account-email" hint="You sign in with this address.">
            <Input id="account-email" type="email" value={email} readOnly disabled />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? "Saving..." : "Save name"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
