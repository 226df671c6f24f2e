import { z } from "zod";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";

type Node = { type?: string | string[]; properties?: Record<string, Node>; items?: Node; oneOf?: Node[]; anyOf?: Node[]; const?: unknown; enum?: unknown[] };

/** One schema node as a TypeScript-like type: `{ "kind": "steps", "heading": string, ... }`. */
function shape(node: Node, indent: string): string {
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    const parts = variants.map((v) => shape(v, indent));
    return parts.some((p) => p.includes("\n")) ? parts.join(`\n${indent}| `) : parts.join(" | ");
  }
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.length === 1 && types[0] === "null") return "null";
  const nullable = types.includes("null") ? " | null" : "";
  if (types.includes("array")) return `[${shape(node.items ?? {}, indent)}]${nullable}`;
  if (types.includes("object") && node.properties) {
    const inner = `${indent}  `;
    const fields = Object.entries(node.properties).map(([key, child]) => `${inner}${JSON.stringify(key)}: ${shape(child, inner)}`);
    return `{\n${fields.join(",\n")}\n${indent}}${nullable}`;
  }
  return `${types.find((t) => t && t !== "null") ?? "string"}${nullable}`;
}

/**
 * The answer's JSON shape written out for the prompt, from the schema that checks the answer. A server that takes no
 * JSON schema (Ollama's json mode, a llama.cpp server without grammar support, AI_RESPONSE_FORMAT=none) leaves the
 * model only the prompt to go by; with a schema it costs a few hundred cached prefix tokens.
 */
export function answerShapeText(): string {
  const root = z.toJSONSchema(micrositeContentSchema, { io: "output" }) as Node;
  return `Answer with one JSON object of this shape (blocks: one object per planned section, of one of these kinds), and nothing else:\n${shape(root, "")}`;
}
