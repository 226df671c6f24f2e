import { useState } from "react";
import { cn } from "@/client/lib/cn";

type Props = { photoUrl: string | null | undefined; initials: string; className?: string };

/**
 * A person's round photo, or their initials when there is none or it fails to load (a removed file, a storage
 * outage): the initials are never an empty circle or a broken-image icon.
 */
export function Avatar({ photoUrl, initials, className }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn("grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700", className);
  if (photoUrl && failed !== photoUrl) {
    return (
      <span className={base} data-testid="avatar">
        {/* The name is written beside it, so the photo itself is decoration for screen readers. */}
        <img src={photoUrl} alt="" className="size-full object-cover" onError={() => setFailed(photoUrl)} data-testid="avatar-photo" />
      </span>
    );
  }
  return (
    <span className={base} data-testid="avatar">
      {initials}
    </span>
  );
}
