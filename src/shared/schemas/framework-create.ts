import { z } from "zod";
import { completeFrameworkDocument } from "../framework-complete";
import { frameworkInputSchema } from "./framework";

/**
 * POST /api/frameworks: a minimal document (name, a palette with some roles, font families, tones) is completed
 * with the builder's defaults (framework-complete), then validated whole with frameworkInputSchema's messages.
 * Kept apart from schemas/framework.ts, whose types the defaults import: no import circle through the completion.
 */
export const frameworkCreateSchema = z.preprocess(completeFrameworkDocument, frameworkInputSchema);
