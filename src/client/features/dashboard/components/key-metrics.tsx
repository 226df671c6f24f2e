import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

export function KeyMetrics({ totalContacts, campaignsSent, frameworksCreated }: { totalContacts: number; campaignsSent: number; frameworksCreated: number }) {
  const rows = [
    { label: "Total Contacts", value: totalContacts },
    { label: "Campaigns Sent", value: campaignsSent },
    { label: "Frameworks Created", value: frameworksCreated },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Key Metrics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between">
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="text-sm font-semibold text-slate-900" data-testid={`metric-${row.label}`}>
                {row.value.toLocaleString()}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
