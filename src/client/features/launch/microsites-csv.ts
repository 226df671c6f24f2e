import { csvRow } from "@/shared/csv-cell";
import { micrositeStatusLabel, type MicrositeStatus } from "@/shared/microsite-status";

type CsvMicrosite = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  status: MicrositeStatus;
  expires_at: string | null;
  engagement: { views: number; clicks: number; lastViewedAt: string | null };
};

/** The ticked rows of the microsite table as CSV (spreadsheet-safe cells); `linkOf` gives a page's public link. */
export function micrositesCsv<T extends CsvMicrosite>(rows: T[], linkOf: (row: T) => string | null): string {
  const header = csvRow(["Contact", "Email", "Company", "Status", "Link", "Expires", "Views", "Clicks", "Last viewed"]);
  return (
    header +
    rows
      .map((m) =>
        csvRow([
          `${m.first_name} ${m.last_name}`.trim(),
          m.email,
          m.company,
          micrositeStatusLabel(m.status),
          linkOf(m),
          m.expires_at,
          m.engagement.views,
          m.engagement.clicks,
          m.engagement.lastViewedAt,
        ]),
      )
      .join("")
  );
}
