import { Link, useNavigate } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { SignUpForm } from "../components/sign-up-form";

export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Create your account" subtitle="Your first microsites are free. No credit card needed.">
      <SignUpForm onSignedUp={() => navigate("/", { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-500">
        Already have an account?{" "}
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthLayout>
  );
}
