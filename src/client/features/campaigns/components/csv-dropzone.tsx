import { FileSpreadsheet, UploadCloud } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/cn";

type Props = { onFile: (file: File) => void; parsingFileName: string | null };

/** Drag a CSV here or pick one; while a file is being read, says so (the reading happens in a worker). */
export function CsvDropzone({ onFile, parsingFileName }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div
      data-testid="csv-dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      {parsingFileName ? (
        <Spinner label={`Reading ${parsingFileName}…`} />
      ) : (
        <>
          <span className="rounded-full bg-white p-3 text-brand-600 shadow-sm">
            {dragging ? <FileSpreadsheet className="size-6" aria-hidden /> : <UploadCloud className="size-6" aria-hidden />}
          </span>
          <div>
            <p className="text-sm font-medium text-slate-900">Drag and drop your CSV file here</p>
            <p className="text-xs text-slate-500">or choose one from your computer · CSV only, less than 5MB</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            Choose CSV file
          </Button>
        </>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="Upload CSV file"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ""; // choosing the same file again must still trigger a read
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
