import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { z } from "zod";
import { ANSWER_COMPONENTS } from "./answer-components";
import { ROUTE_DOCS, type MediaAnswer, type RouteDoc } from "./route-docs";

/** The document is plain JSON: hono-openapi's OpenAPI types mix 3.0 and 3.1 shapes that do not combine. */
type Json = Record<string, unknown>;
type Operation = Json;
type Document = Json & { paths: Record<string, Record<string, Operation>> };

/**
 * Only the API and the one form post of the public pages are documented; pages, files, fonts and the reference
 * page's own scripts are not an API.
 */
const DOCUMENTED_PATH = /^\/api\/(?!docs\/)|^\/site\/\{slug\}\/(request-link|access|request-access)$/;
/** better-auth answers everything under /api/auth/ itself (one wildcard route): its operations are listed by hand. */
const AUTH_PATH = /^\/api\/auth\//;

const errorSchema = {
  type: "object",
  properties: { error: { type: "string", description: "A message meant for the user" }, issues: { type: "array", items: {}, description: "Validation failures (400 only)" } },
  required: ["error"],
} as const;
const errorResponse = (description: string): Json => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

const JSON_SCHEMA_OPTIONS = { io: "output", unrepresentable: "any", target: "draft-2020-12" } as const;
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as Json;

/**
 * Answer schemas as JSON Schema, with the named ones (ANSWER_COMPONENTS) written once into `components` and
 * referenced from there: zod puts them in each schema's $defs, moved here to the document's components.
 */
function answerSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(ANSWER_COMPONENTS)) registry.add(schema, { id });
  const components: Record<string, Json> = {};
  const toComponents = (json: unknown) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  const toJson = (schema: z.ZodType): Json => {
    const json = z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, metadata: registry }) as Json & { $defs?: Record<string, Json> };
    for (const [id, def] of Object.entries(json.$defs ?? {})) components[id] ??= toComponents(def);
    delete json.$defs;
    delete json.$schema;
    return toComponents(json);
  };
  return { toJson, components };
}
type AnswerSchemas = ReturnType<typeof answerSchemas>;

const MEDIA_TYPES = { "text/html": "text/html; charset=utf-8", "text/csv": "text/csv; charset=utf-8" } as const;
const TOTAL_COUNT = { "X-Total-Count": { description: "How many match in all (this answer is one page of them)", schema: { type: "integer", minimum: 0 } } };

/**
 * One success answer: no body (204), a redirect (Location), a page or a file, or JSON with the route's answer schema.
 * JSON without a schema is left as an empty schema, which the document's test refuses.
 */
function success(schemas: AnswerSchemas, status: number, description: string, body: { answer?: z.ZodType; media?: MediaAnswer }, paged = false): Json {
  if (status === 204) return { description };
  if (body.media === "redirect") return { description, headers: { Location: { description: "Where to go", schema: { type: "string" } } } };
  if (body.media) return { description, content: { [MEDIA_TYPES[body.media]]: { schema: { type: "string" } } } };
  return { description, ...(paged ? { headers: TOTAL_COUNT } : {}), content: { "application/json": { schema: body.answer ? schemas.toJson(body.answer) : {} } } };
}

function answers(schemas: AnswerSchemas, doc: RouteDoc): Json {
  const ok = doc.ok ?? 200;
  const responses: Json = { [ok]: success(schemas, ok, ok === 204 ? "Done, no body" : "Success", doc, doc.paged) };
  for (const [status, other] of Object.entries(doc.also ?? {})) {
    responses[status] = typeof other === "string" ? success(schemas, Number(status), other, doc, doc.paged) : success(schemas, Number(status), other.description, other);
  }
  responses["400"] = errorResponse("Invalid input: `error` names the problem, `issues` lists every failure");
  if (!doc.public) {
    responses["401"] = errorResponse("Not signed in, or an unknown or revoked API key");
    responses["403"] = errorResponse("Not allowed: an admin-only change, a cross-site request, or an API key without the scope this route needs");
    responses["429"] = { ...errorResponse("Too many requests: wait the `Retry-After` seconds"), headers: { "Retry-After": { schema: { type: "integer" } } } };
  }
  responses["404"] = errorResponse("Unknown, or another workspace's (or, for a member, another rep's) record");
  responses["409"] = errorResponse("The record's state does not allow it now");
  responses["413"] = errorResponse("Body over 10 MB");
  return responses;
}

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function authOperation(key: string, doc: RouteDoc): Operation {
  const [method, path] = key.split(" ");
  return {
    operationId: `${method.toLowerCase()}${path.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(doc.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(doc.body) } } } } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the app: paths, parameters and request bodies come from the zod schemas the routes
 * validate with (hono-openapi reads them off `validate`/`idParam`), summaries and answers from ROUTE_DOCS.
 */
export async function buildOpenApiDocument(app: Hono, appUrl: string): Promise<Document> {
  const generated = (await generateSpecs(app, { includeEmptyPaths: true, excludeStaticFile: false, defaultValidationErrorResponse: false })) as unknown as Document;
  const paths: Document["paths"] = {};
  const schemas = answerSchemas();
  const operations: Array<[string, Operation]> = [];
  for (const [path, item] of Object.entries(generated.paths)) {
    if (!DOCUMENTED_PATH.test(path) || AUTH_PATH.test(path)) continue;
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (method === "options") continue;
      operations.push([operationKey(method, path), operation as Operation]);
    }
  }
  for (const [key, doc] of Object.entries(ROUTE_DOCS)) if (AUTH_PATH.test(key.split(" ")[1])) operations.push([key, authOperation(key, doc)]);
  for (const [key, operation] of operations) {
    const doc = ROUTE_DOCS[key];
    const [method, path] = key.split(" ");
    const tag = path.split("/")[2] ?? "site";
    (paths[path] ??= {})[method.toLowerCase()] = {
      ...operation,
      tags: [tag === "{slug}" ? "site" : tag],
      summary: doc?.summary ?? key,
      ...(doc?.public ? { security: [] } : {}),
      responses: answers(schemas, doc ?? { summary: key }),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Pitchsite API",
      version: "1",
      description:
        "Personalized microsites for every contact. Authenticate with the session cookie that sign-in sets, or with an API key (Settings → API) as `Authorization: Bearer ps_…`: a key acts as its creator in its workspace, within its scopes (read = GET, write = other methods, launch = the routes that generate pages).",
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }, { session: [] }],
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from Settings → API (`ps_…`), rate limited per key" },
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The session cookie sign-in sets (same-origin requests only)" },
      },
      schemas: { Error: errorSchema, ...schemas.components },
    },
    paths,
  };
}
