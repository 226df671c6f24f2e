import { FileQuestion } from "lucide-react";
import { NOT_PUBLISHED_TEXT, NOT_PUBLISHED_TITLE } from "@/shared/public-site";

/** Spec 2 placeholder for unknown paths and unpublished slugs. */
export function NotPublishedPage() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <FileQuestion className="mx-auto size-10 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold">{NOT_PUBLISHED_TITLE}</h1>
        <p className="mt-2 text-slate-600">{NOT_PUBLISHED_TEXT}</p>
      </div>
    </main>
  );
}
