/** Spec 2: chart colours cycle through three accents (brand indigo, emerald, amber). */
export const CHART_ACCENTS = ["#4f46e5", "#10b981", "#f59e0b"] as const;
export const accent = (index: number) => CHART_ACCENTS[index % CHART_ACCENTS.length];
