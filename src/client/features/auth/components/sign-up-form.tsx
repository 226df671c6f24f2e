import { Link } from "react-router";
import { signUpSchema, type SignUpInput } from "@/shared/schemas/auth";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input } from "@/client/components/ui/input";
import { signUp } from "../api/auth-actions";
import { useAuthForm } from "./use-auth-form";

type Props = {
  /** An invitation's address: filled in and read-only, since only that address can accept it. */
  lockedEmail?: string;
  /** Runs once the account exists and its session is set; its failure shows in the form like a sign-up failure. */
  onSignedUp: () => Promise<void> | void;
};

/** The sign-up form (the sign-up page and the invitation page). */
export function SignUpForm({ lockedEmail, onSignedUp }: Props) {
  const { register, errors, isSubmitting, formError, onSubmit } = useAuthForm<SignUpInput>(signUpSchema, signUp, onSignedUp, lockedEmail ? { email: lockedEmail } : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <ErrorBanner message={formError} /> : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" htmlFor="firstName" error={errors.firstName?.message}>
          <Input id="firstName" autoComplete="given-name" aria-invalid={!!errors.firstName} {...register("firstName")} />
        </Field>
        <Field label="Last name" htmlFor="lastName" error={errors.lastName?.message}>
          <Input id="lastName" autoComplete="family-name" aria-invalid={!!errors.lastName} {...register("lastName")} />
        </Field>
      </div>
      <Field label="Work email" htmlFor="email" error={errors.email?.message} hint={lockedEmail ? "The address this invitation was sent to." : undefined}>
        <Input id="email" type="email" autoComplete="email" readOnly={!!lockedEmail} className={lockedEmail ? "bg-slate-50 text-slate-600" : undefined} aria-invalid={!!errors.email} {...register("email")} />
      </Field>
      <Field label="Password" htmlFor="password" error={errors.password?.message} hint="At least 8 characters, and not a common password.">
        <Input id="password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...register("password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create free account"}
      </Button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you agree to our{" "}
        <Link to="/terms" className="font-medium text-slate-600 underline hover:text-slate-900">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-medium text-slate-600 underline hover:text-slate-900">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
