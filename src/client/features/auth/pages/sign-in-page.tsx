import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { signInSchema, type SignInInput } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/input";
import { ErrorBanner } from "../../../components/ui/feedback";
import { signIn } from "../api/auth-actions";
import { AuthLayout } from "../components/auth-layout";

export function SignInPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
      navigate("/", { replace: true });
    } catch (error) {
      setFormError((error as Error).message);
    }
  });

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your Pitchsite account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <ErrorBanner message={formError} /> : null}
        <Field label="Email" htmlFor="email" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...register("email")} />
        </Field>
        <Field label="Password" htmlFor="password" error={errors.password?.message}>
          <Input id="password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...register("password")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-500">
        Don&apos;t have an account?{" "}
        <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
          Create free account
        </Link>
      </p>
    </AuthLayout>
  );
}
