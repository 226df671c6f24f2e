import { Link, useNavigate } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { SignInForm } from "../components/sign-in-form";

export function SignInPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your Pitchsite account.">
      <SignInForm onSignedIn={() => navigate("/", { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-500">
        Don&apos;t have an account?{" "}
        <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
          Create free account
        </Link>
      </p>
    </AuthLayout>
  );
}
