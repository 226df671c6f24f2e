import { Download } from "lucide-react";
import { SAMPLE_CSV } from "@/shared/csv/parse-contacts-csv";
import { Button } from "@/client/components/ui/button";
import { downloadText } from "@/client/lib/download-text";

export const SAMPLE_CSV_FILE_NAME = "pitchsite-contacts-sample.csv";

/** Downloads a sample with the required header, built in the browser (no request). */
export function SampleCsvButton() {
  return (
    <Button variant="link" size="sm" className="h-auto px-0" onClick={() => downloadText(SAMPLE_CSV_FILE_NAME, SAMPLE_CSV)}>
      <Download aria-hidden /> Download sample CSV
    </Button>
  );
}
