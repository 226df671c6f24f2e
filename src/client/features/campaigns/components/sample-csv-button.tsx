import { Download } from "lucide-react";
import { SAMPLE_CSV } from "../../../../shared/csv/parse-contacts-csv";
import { Button } from "../../../components/ui/button";

export const SAMPLE_CSV_FILE_NAME = "pitchsite-contacts-sample.csv";

/** Downloads a sample with the required header, built in the browser (no request). */
export function SampleCsvButton() {
  function download() {
    const url = URL.createObjectURL(new Blob([SAMPLE_CSV], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = SAMPLE_CSV_FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <Button variant="link" size="sm" className="h-auto px-0" onClick={download}>
      <Download aria-hidden /> Download sample CSV
    </Button>
  );
}
