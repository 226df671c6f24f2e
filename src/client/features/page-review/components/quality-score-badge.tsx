import { qualityTone } from "../../../../shared/quality";
import { Badge } from "../../../components/ui/badge";

/** A page's quality score out of 100, coloured good (90+), fair (70+) or poor. */
export function QualityScoreBadge({ score }: { score: number }) {
  return (
    <Badge tone={qualityTone(score)} aria-label={`Quality score ${score} of 100`} data-testid="quality-score">
      {score}
    </Badge>
  );
}
