import { useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { newFrameworkValues } from "@/shared/framework-defaults";
import { FRAMEWORK_NOT_FOUND, frameworkValuesOf, type FrameworkValues } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { useFramework } from "../api/get-framework";
import { FrameworkBuilder } from "../components/builder/framework-builder";

type Preview = (draft: FrameworkValues) => ReactNode;

function EditFramework({ id, preview }: { id: string; preview?: Preview }) {
  const framework = useFramework(id);
  const initial = useMemo(() => (framework.data ? frameworkValuesOf(framework.data) : null), [framework.data]);
  if (framework.isPending) return <Spinner className="py-24" />;
  if (framework.isError) {
    const notFound = framework.error instanceof ApiRequestError && framework.error.status === 404;
    return (
      <div className="space-y-4">
        <ErrorBanner
          message={notFound ? FRAMEWORK_NOT_FOUND : `Failed to fetch framework: ${framework.error.message}`}
          onRetry={notFound ? undefined : () => void framework.refetch()}
        />
        <Button asChild variant="secondary">
          <Link to="/templates">Back to Frameworks</Link>
        </Button>
      </div>
    );
  }
  // Keyed by id: the form state starts from the loaded framework once, and later refetches do not reset edits.
  return <FrameworkBuilder key={id} initial={initial!} frameworkId={id} storedProblems={framework.data.problems} preview={preview} />;
}

/** /templates/frameworks/new and /templates/frameworks/:id/edit */
export function FrameworkBuilderPage({ preview }: { preview?: Preview }) {
  const { id } = useParams();
  const blank = useMemo(() => newFrameworkValues(), []);
  return id ? <EditFramework id={id} preview={preview} /> : <FrameworkBuilder key="new" initial={blank} preview={preview} />;
}
