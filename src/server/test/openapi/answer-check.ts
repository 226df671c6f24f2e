import { z } from "zod";

type Json = Record<string, unknown>;
type DeclaredResponse = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Json }> };
export type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, DeclaredResponse> }>>; components: { schemas: Record<string, Json> } };

const COMPONENT_REF = "#/components/schemas/";

/** The schema with every reference to the document's components replaced by the component (none is recursive). */
function inlined(schema: unknown, components: Record<string, Json>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, components));
  if (typeof schema !== "object" || schema === null) return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === "string" && ref.startsWith(COMPONENT_REF)) return inlined(components[ref.slice(COMPONENT_REF.length)], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, components)]));
}

/** What the document declares for one answer: its media type and, for JSON, the JSON Schema of its body. */
function declared(document: OpenApiDocument, key: string, status: number) {
  const [method, path] = key.split(" ");
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return { problem: `${key} is not in the document` };
  const response = operation.responses[String(status)];
  if (!response) return { problem: `${key} answered ${status}, which the document does not declare (it declares ${Object.keys(operation.responses).join(", ")})` };
  return { response };
}

/**
 * Checks a real answer against the OpenAPI document (not against the zod schemas it was made from): the status is
 * declared, the Content-Type is the declared one, a declared X-Total-Count or Location header is there, and a JSON
 * body validates against the declared JSON Schema (its component references resolved, read back with z.fromJSONSchema, so an undeclared property fails
 * wherever the document says `additionalProperties: false`). Returns the problems, none when the answer holds.
 */
export async function answerProblems(document: OpenApiDocument, key: string, answer: Response): Promise<string[]> {
  const found = declared(document, key, answer.status);
  if (!found.response) return [found.problem!];
  const { response } = found;
  const problems: string[] = [];
  for (const header of Object.keys(response.headers ?? {})) {
    if (answer.headers.get(header) === null) problems.push(`${key} ${answer.status}: no ${header} header`);
  }
  const media = Object.keys(response.content ?? {});
  const type = answer.headers.get("content-type") ?? "";
  if (media.length === 0) return problems;
  if (!media.some((m) => type.startsWith(m.split(";")[0]))) return [...problems, `${key} ${answer.status}: answered ${type}, the document says ${media.join(" or ")}`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return problems;
  const parsed = z.fromJSONSchema(inlined(schema, document.components.schemas) as Parameters<typeof z.fromJSONSchema>[0]).safeParse(await answer.json());
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5)) problems.push(`${key} ${answer.status}: ${issue.path.join(".") || "(body)"}: ${issue.message}`);
  }
  return problems;
}
