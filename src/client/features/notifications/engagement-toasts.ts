type Claimed = { items: Array<{ title: string; description: string }>; total: number };

/** At most three toasts: one per engagement, or a summary when more prospects engaged since the last visit. */
export function engagementToastMessages({ items, total }: Claimed): string[] {
  if (total === 0 || items.length === 0) return [];
  if (total <= 3) return items.slice(0, 3).map((item) => `${item.title}: ${item.description}`);
  return [`${total} new prospect engagements since your last visit. Latest: ${items[0].description}`];
}
