import { ImageIcon, LoaderCircle, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import { FieldError, Label } from "../../../../components/ui/input";
import { useUploadBrandLogo } from "../../api/upload-brand-logo";
import type { BrandFormValues } from "./brand-form-values";

/**
 * Logo picker: the image is uploaded into brand-logos at once (the server checks it is a real image) and shown;
 * the profile points at it once saved, and the server then deletes the logo it replaced.
 */
export function LogoField({ companyName }: { companyName: string }) {
  const { control, setValue } = useFormContext<BrandFormValues>();
  const logoUrl = useWatch({ control, name: "logo_url" });
  const upload = useUploadBrandLogo();
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith("image/")) return setError("Choose an image file (PNG, JPEG, GIF or WebP).");
    try {
      const { url } = await upload.mutateAsync(file);
      setValue("logo_url", url, { shouldDirty: true });
    } catch (err) {
      setError(`Logo upload failed: ${(err as Error).message}`);
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="brand-logo-file">Logo</Label>
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {upload.isPending ? (
            <LoaderCircle className="size-6 animate-spin text-slate-400" aria-label="Uploading logo" />
          ) : logoUrl ? (
            <img src={logoUrl} alt={companyName ? `${companyName} logo` : "Brand logo"} className="size-full object-contain p-1.5" />
          ) : (
            <ImageIcon className="size-7 text-slate-300" aria-hidden />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
              <Upload aria-hidden /> {logoUrl ? "Replace logo" : "Upload logo"}
            </Button>
            {logoUrl ? (
              <Button variant="danger-ghost" size="sm" onClick={() => setValue("logo_url", null, { shouldDirty: true })}>
                <Trash2 aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, up to 2 MB. Square logos look best.</p>
        </div>
        <input
          ref={fileInput}
          id="brand-logo-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </div>
      <FieldError message={error} id="brand-logo-error" />
    </div>
  );
}
