import { ImageIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { ImagePickerField } from "@/client/components/ui/image-picker-field";
import { useUploadBrandLogo } from "@/client/features/settings/api/upload-brand-logo";
import type { BrandFormValues } from "./brand-form-values";

/**
 * Logo picker: the image is uploaded into brand-logos at once (the server checks it is a real image) and shown;
 * the profile points at it once saved, and the server then deletes the logo it replaced.
 */
export function LogoField({ companyName }: { companyName: string }) {
  const { control, setValue } = useFormContext<BrandFormValues>();
  const logoUrl = useWatch({ control, name: "logo_url" });
  const upload = useUploadBrandLogo();
  return (
    <ImagePickerField
      id="brand-logo-file"
      label="Logo"
      noun="logo"
      imageUrl={logoUrl ?? null}
      alt={companyName ? `${companyName} logo` : "Brand logo"}
      placeholder={<ImageIcon className="size-7 text-slate-300" aria-hidden />}
      hint="PNG, JPEG, GIF or WebP, up to 2 MB. Square logos look best."
      busy={upload.isPending}
      onPick={async (file) => {
        const { url } = await upload.mutateAsync(file);
        setValue("logo_url", url, { shouldDirty: true });
      }}
      onRemove={() => setValue("logo_url", null, { shouldDirty: true })}
    />
  );
}
