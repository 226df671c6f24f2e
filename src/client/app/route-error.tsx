import { AlertTriangle } from "lucide-react";
import { Link, useRouteError } from "react-router";
import { Button } from "../components/ui/button";

/** Any uncaught error shows the generic message (spec 2) instead of the router's own fallback. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <AlertTriangle className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold">Something went wrong.</h1>
        <p className="mt-2 text-slate-600">Reload the page, or go back to your dashboard.</p>
        <div className="mt-6 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="secondary">
            <Link to="/">Dashboard</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
