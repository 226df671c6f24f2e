import { qualityBadge } from "@/shared/quality";
import { Badge } from "@/client/components/ui/badge";

/** A page's quality score out of 100, coloured good (90+), fair (70+) or poor; a failed page reads "Failed" in red. */
export function QualityScoreBadge({ score, failed = false }: { score: number; failed?: boolean }) {
  const badge = qualityBadge(score, failed);
  return (
    <Badge tone={badge.tone} aria-label={badge.label} title={badge.label} data-testid="quality-score" data-failed={failed}>
      {badge.text}
    </Badge>
  );
}
