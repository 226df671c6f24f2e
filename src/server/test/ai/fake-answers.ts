/** How the fake provider's pages read: what a good model writes, or what a drifting one does (issue 24). */
export type PageStyle = "readable" | "gibberish" | "foreign";
export type JudgeAnswer = "pass" | "fail" | "soup";

// Real answers of a random-weights model through llama.cpp (tests/fixtures/llama): schema-valid, unreadable.
const SOUP = ["` alternativemu", "lernofollowieder", "statusException", "}]untaException", "Sectionási войны", "konnteipt überStage"];
const FRENCH = [
  "Bonjour, nous avons préparé cette page pour votre équipe.",
  "Votre clôture mensuelle mérite mieux que des relances.",
  "Prenons rendez-vous cette semaine.",
  "Réserver",
];

/** Every string of an answer replaced, keeping its shape (ids, kinds, offeringId) so that it still fits the schema. */
function mapStrings(value: unknown, key: string, next: () => string): unknown {
  if (typeof value === "string") return ["kind", "offeringId", "storyIds", "faqIds"].includes(key) ? value : next();
  if (Array.isArray(value)) return key === "storyIds" || key === "faqIds" ? value : value.map((v) => mapStrings(v, key, next));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, k, next)]));
  return value;
}

export function styled<T>(content: T, style: PageStyle): T {
  if (style === "readable") return content;
  const pool = style === "gibberish" ? SOUP : FRENCH;
  let i = 0;
  return mapStrings(content, "", () => pool[i++ % pool.length]) as T;
}

export function judgeAnswerText(answer: JudgeAnswer): string {
  if (answer === "pass") return JSON.stringify({ verdict: "pass", problems: [] });
  if (answer === "fail") return JSON.stringify({ verdict: "fail", problems: ["“works with Tipalti today”: the contact is evaluating Tipalti, not using it"] });
  return '{"verdict": "passiereniFrame спаси';
}
