import type { FrameworkCategory } from "../../../shared/framework-constants";
import type { Framework } from "../../../shared/schemas/framework";

/**
 * Spec 2 list filter: text search over name and description; the category dropdown only passes records when
 * "all" is chosen (frameworks carry no category, so any other category shows none).
 */
export function filterFrameworks(frameworks: Framework[], search: string, category: FrameworkCategory): Framework[] {
  if (category !== "all") return [];
  const needle = search.trim().toLowerCase();
  if (!needle) return frameworks;
  return frameworks.filter((f) => f.name.toLowerCase().includes(needle) || f.description.toLowerCase().includes(needle));
}
