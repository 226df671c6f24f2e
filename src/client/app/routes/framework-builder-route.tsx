import { FrameworkBuilderPage } from "@/client/features/frameworks/pages/framework-builder-page";
import { FrameworkSamplePreview } from "@/client/features/page-review/components/framework-sample-preview";

/** The framework builder (frameworks) with a live sample page of the form beside it (page review). */
export function FrameworkBuilderRoute() {
  return <FrameworkBuilderPage preview={(draft) => <FrameworkSamplePreview framework={draft} />} />;
}
