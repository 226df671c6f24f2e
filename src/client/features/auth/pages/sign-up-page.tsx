import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { signUpSchema, type SignUpInput } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { ErrorBanner } from "../../../components/ui/feedback";
import { Field, Input } from "../../../components/ui/input";
import { signUp } from "../api/auth-actions";
import { AuthLayout } from "../components/auth-layout";

export function SignUpPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp(values);
      navigate("/", { replace: true });
    } catch (error) {
      setFormError((error as Error).message);
    }
  });

  return (
    <AuthLayout title="Create your account" subtitle="Your first microsites are free. No credit card needed.">
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
        <Field label="Work email" htmlFor="email" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...register("email")} />
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
      <p className="mt-6 text-center text-sm text-slate-500">
        Already have an account?{" "}
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthLayout>
  );
}
