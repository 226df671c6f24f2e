import { signInSchema, type SignInInput } from "@/shared/schemas/auth";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input } from "@/client/components/ui/input";
import { signIn } from "../api/auth-actions";
import { useAuthForm } from "./use-auth-form";

type Props = {
  /** An invitation's address: filled in and read-only. */
  lockedEmail?: string;
  /** Runs once signed in; its failure shows in the form. */
  onSignedIn: () => Promise<void> | void;
};

/** The sign-in form (the sign-in page and the invitation page). */
export function SignInForm({ lockedEmail, onSignedIn }: Props) {
  const { register, errors, isSubmitting, formError, onSubmit } = useAuthForm<SignInInput>(signInSchema, signIn, onSignedIn, lockedEmail ? { email: lockedEmail } : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <ErrorBanner message={formError} /> : null}
      <Field label="Email" htmlFor="email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" readOnly={!!lockedEmail} className={lockedEmail ? "bg-slate-50 text-slate-600" : undefined} aria-invalid={!!errors.email} {...register("email")} />
      </Field>
      <Field label="Password" htmlFor="password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...register("password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
