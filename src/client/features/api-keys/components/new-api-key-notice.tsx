import { Copy } from "lucide-react";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { copyText } from "@/client/lib/copy-text";

/** The new key, this once: it is stored hashed, so closing this notice is the last chance to copy it. */
export function NewApiKeyNotice({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const copy = () =>
    copyText(apiKey).then(
      () => toast.success("API key copied"),
      () => toast.error("Could not copy the key. Select it and copy it by hand."),
    );
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">Copy the key for “{name}” now. It will not be shown again.</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-xs break-all" data-testid="new-api-key">
          {apiKey}
        </code>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
