import { UserRound } from "lucide-react";
import { REP_PROFILE_MESSAGES } from "@/shared/schemas/account";
import { toast } from "@/client/lib/toast-store";
import { ImagePickerField } from "@/client/components/ui/image-picker-field";
import { useRemoveRepPhoto, useUploadRepPhoto } from "@/client/features/settings/api/rep-profile";

/** The rep's photo: saved as soon as it is picked (the server checks it is a real image and deletes the old one). */
export function RepPhotoField({ photoUrl, name }: { photoUrl: string | null; name: string }) {
  const upload = useUploadRepPhoto();
  const remove = useRemoveRepPhoto();

  const onRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      toast.success(REP_PROFILE_MESSAGES.photoRemoved);
    } catch {
      toast.error(REP_PROFILE_MESSAGES.photoFailed);
    }
  };

  return (
    <ImagePickerField
      id="rep-photo-file"
      label="Photo"
      noun="photo"
      round
      imageUrl={photoUrl}
      alt={name ? `Photo of ${name}` : "Your photo"}
      placeholder={<UserRound className="size-8 text-slate-300" aria-hidden />}
      hint="PNG, JPEG, GIF or WebP, up to 2 MB. A square head-and-shoulders photo looks best."
      busy={upload.isPending || remove.isPending}
      onPick={async (file) => {
        await upload.mutateAsync(file);
        toast.success(REP_PROFILE_MESSAGES.photoSaved);
      }}
      onRemove={onRemove}
    />
  );
}
