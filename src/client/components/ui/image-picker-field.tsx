import { LoaderCircle, Trash2, Upload } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { Button } from "./button";
import { FieldError, Label } from "./input";

export type ImagePickerFieldProps = {
  /** Id of the hidden file input (browser tests and the label point at it). */
  id: string;
  label: string;
  /** "photo" or "logo": the buttons, busy and error texts say it. */
  noun: string;
  imageUrl: string | null;
  alt: string;
  /** Shown while there is no image. */
  placeholder: ReactNode;
  hint: string;
  busy: boolean;
  round?: boolean;
  /** Stores the picked image; a thrown error's message is shown under the field. */
  onPick: (file: File) => Promise<void>;
  onRemove: () => void;
};

/** One image picker for the app: preview, upload/replace and remove buttons, a checked file type, the error below. */
export function ImagePickerField(props: ImagePickerFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      if (!file.type.startsWith("image/")) throw new Error("Choose an image file (PNG, JPEG, GIF or WebP).");
      await props.onPick(file);
    } catch (err) {
      setError(`${props.noun[0].toUpperCase()}${props.noun.slice(1)} upload failed: ${(err as Error).message}`);
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="flex items-center gap-4">
        <div className={cn("grid size-20 shrink-0 place-items-center overflow-hidden border border-slate-200 bg-slate-50", props.round ? "rounded-full" : "rounded-xl")}>
          {props.busy ? (
            <LoaderCircle className="size-6 animate-spin text-slate-400" aria-label={`Saving ${props.noun}`} />
          ) : props.imageUrl ? (
            <img src={props.imageUrl} alt={props.alt} className={props.round ? "size-full object-cover" : "size-full object-contain p-1.5"} />
          ) : (
            props.placeholder
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={props.busy}>
              <Upload aria-hidden /> {`${props.imageUrl ? "Replace" : "Upload"} ${props.noun}`}
            </Button>
            {props.imageUrl ? (
              <Button variant="danger-ghost" size="sm" onClick={props.onRemove} disabled={props.busy}>
                <Trash2 aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">{props.hint}</p>
        </div>
        <input
          ref={fileInput}
          id={props.id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </div>
      <FieldError message={error} id={`${props.id}-error`} />
    </div>
  );
}
