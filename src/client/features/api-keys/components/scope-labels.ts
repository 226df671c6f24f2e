import type { ApiKeyScope } from "@/shared/api-keys";

export const SCOPE_LABELS: Record<ApiKeyScope, { title: string; description: string }> = {
  read: { title: "Read", description: "GET requests: campaigns, contacts, pages, analytics" },
  write: { title: "Write", description: "Create, change and delete records" },
  launch: { title: "Launch", description: "Generate pages: launches, regenerations, a page per contact" },
};
