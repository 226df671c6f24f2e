import type { FrameworkCategory } from "../../../shared/framework-constants";

/**
 * Spec 2's category dropdown: frameworks carry no category, so only "all" shows them and any other category shows
 * none. (The text search is the server's: GET /api/frameworks?q=.)
 */
export const inCategory = <T,>(frameworks: T[], category: FrameworkCategory): T[] => (category === "all" ? frameworks : []);
