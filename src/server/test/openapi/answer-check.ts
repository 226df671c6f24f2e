import { z } from "zod";

type Json = Record<string, unknown>;
type DeclaredResponse = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Json }> };
export type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, DeclaredResponse> }>> };

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
 * body validates against the declared JSON Schema (read back with z.fromJSONSchema, so an undeclared property fails
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
  const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(await answer.json());
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5)) problems.push(`${key} ${answer.status}: ${issue.path.join(".") || "(body)"}: ${issue.message}`);
  }
  return problems;
}
