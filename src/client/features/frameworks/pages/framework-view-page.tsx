import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { FRAMEWORK_ID_REQUIRED, FRAMEWORK_NOT_FOUND, type Framework } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { ApiRequestError } from "@/client/lib/api";
import { useFramework } from "../api/get-framework";
import { StoredProblemsNotice } from "../components/common/stored-problems-notice";
import { useConfirmedFrameworkDelete } from "../components/common/use-delete-framework";
import { BasicInfoView } from "../components/view/basic-info-view";
import { BrandView } from "../components/view/brand-view";
import { LayoutView } from "../components/view/layout-view";
import { ContentView, FlexibilityView } from "../components/view/rules-view";

const BackToFrameworks = () => (
  <Button asChild variant="ghost" size="sm" className="w-fit">
    <Link to="/templates">
      <ArrowLeft aria-hidden /> Back to Frameworks
    </Link>
  </Button>
);

function Message({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <div className="space-y-4">
      <BackToFrameworks />
      <ErrorBanner message={text} onRetry={retry} />
    </div>
  );
}

function FrameworkDetails({ framework }: { framework: Framework }) {
  const navigate = useNavigate();
  const { confirmAndDelete, deleting } = useConfirmedFrameworkDelete();
  const onDelete = async () => {
    if (await confirmAndDelete(framework.id)) navigate("/templates");
  };
  return (
    <div className="space-y-6">
      <BackToFrameworks />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{framework.name}</h1>
            <Badge tone={framework.is_active ? "success" : "neutral"}>{framework.is_active ? "Active" : "Inactive"}</Badge>
          </div>
          <p className="mt-1 max-w-3xl text-sm text-slate-500">{framework.description || "No description provided"}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="secondary">
            <Link to={`/templates/frameworks/${framework.id}/edit`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <Button variant="danger" onClick={() => void onDelete()} disabled={deleting === framework.id}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>
      <StoredProblemsNotice problems={framework.problems} />
      <Tabs defaultValue="basic">
        <TabsList aria-label="Framework details">
          <TabsTrigger value="basic">Basic Info</TabsTrigger>
          <TabsTrigger value="brand">Brand Guidelines</TabsTrigger>
          <TabsTrigger value="layout">Layout Parameters</TabsTrigger>
          <TabsTrigger value="content">Content Constraints</TabsTrigger>
          <TabsTrigger value="flexibility">Flexibility Boundaries</TabsTrigger>
        </TabsList>
        <TabsContent value="basic">
          <BasicInfoView framework={framework} />
        </TabsContent>
        <TabsContent value="brand">
          <BrandView brand={framework.brand_guidelines} />
        </TabsContent>
        <TabsContent value="layout">
          <LayoutView layout={framework.layout_parameters} />
        </TabsContent>
        <TabsContent value="content">
          <ContentView content={framework.content_constraints} />
        </TabsContent>
        <TabsContent value="flexibility">
          <FlexibilityView flexibility={framework.flexibility_boundaries} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /templates/frameworks/:id/view */
export function FrameworkViewPage() {
  const { id } = useParams();
  const framework = useFramework(id);
  if (!id) return <Message text={FRAMEWORK_ID_REQUIRED} />;
  if (framework.isPending) return <Spinner className="py-24" label="Loading..." />;
  if (framework.isError) {
    const notFound = framework.error instanceof ApiRequestError && framework.error.status === 404;
    return notFound ? <Message text={FRAMEWORK_NOT_FOUND} /> : <Message text={`Failed to fetch framework: ${framework.error.message}`} retry={() => void framework.refetch()} />;
  }
  return <FrameworkDetails framework={framework.data} />;
}
