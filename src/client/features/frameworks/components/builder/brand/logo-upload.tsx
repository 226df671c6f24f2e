import { ImageIcon, Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { UPLOAD_MAX_BYTES } from "@/shared/constants";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { useUploadFrameworkLogo, type UploadedLogo } from "@/client/features/frameworks/api/upload-framework-logo";

const ACCEPTED = "image/png,image/jpeg,image/gif,image/webp";

/** Picks an image, stores it in the framework-logos bucket and shows it from its public URL. */
export function LogoUpload({ logoUrl, onUploaded, onRemove }: { logoUrl: string; onUploaded: (logo: UploadedLogo) => void; onRemove: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFrameworkLogo();

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    // Quick checks for a fast answer; the server checks the bytes themselves.
    if (!file.type.startsWith("image/")) return void toast.error("Logo upload failed: Please choose an image file (PNG, JPEG, GIF or WebP)");
    if (file.size > UPLOAD_MAX_BYTES) return void toast.error("Logo upload failed: Image must be 2 MB or smaller");
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => toast.error(`Logo upload failed: ${error.message}`),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-white">
        {logoUrl ? (
          <img src={logoUrl} alt="Brand logo" className="max-h-full max-w-full object-contain p-2" />
        ) : (
          <ImageIcon className="size-8 text-slate-300" aria-hidden />
        )}
      </div>
      <div className="space-y-2">
        <p className="text-sm text-slate-600">PNG, JPEG, GIF or WebP, up to 2 MB. Shown on every microsite when the logo is included.</p>
        <div className="flex gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            aria-label="Logo file"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden /> {upload.isPending ? "Uploading..." : logoUrl ? "Replace logo" : "Upload logo"}
          </Button>
          {logoUrl ? (
            <Button variant="danger-ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden /> Remove logo
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
