import { Hono, type Context } from "hono";
import { createFaultPlan, listenOnLoopback, type InjectedFault } from "./crm-test-server-kit";

/**
 * A local HubSpot: the CRM v3 endpoints Pitchsite calls through @hubspot/api-client (lists search and memberships,
 * contact properties and groups, contacts batch read/update, notes create/search), with the answers and errors
 * HubSpot's API reference documents: 401 INVALID_AUTHENTICATION, 403 MISSING_SCOPES, 429 RATE_LIMIT with
 * Retry-After, 5xx, and `paging.next.after` pagination. Faults are injected per test (`inject`).
 */
export type HubspotTestContact = { id: string; properties: Record<string, string | null> };
type Note = { id: string; properties: Record<string, string>; contactIds: string[] };

const ALL_SCOPES = ["crm.objects.contacts.read", "crm.objects.contacts.write", "crm.schemas.contacts.read", "crm.schemas.contacts.write", "crm.lists.read"];

export async function startHubspotTestServer(options: { token: string; scopes?: string[]; port?: number }) {
  const plan = createFaultPlan();
  const scopes = new Set(options.scopes ?? ALL_SCOPES);
  const contacts = new Map<string, HubspotTestContact>();
  const lists = new Map<string, { name: string; memberIds: string[] }>();
  const properties = new Map<string, { name: string; label: string; type: string; fieldType: string; groupName: string; hidden: boolean }>();
  const groups = new Map<string, { name: string; label: string; displayOrder: number }>([["contactinformation", { name: "contactinformation", label: "Contact information", displayOrder: 0 }]]);
  const notes = new Map<string, Note>();
  let nextId = 1000;
  for (const name of ["email", "firstname", "lastname", "company", "industry", "jobtitle", "website", "hs_content_membership_notes", "message"]) {
    properties.set(name, { name, label: name, type: "string", fieldType: "text", groupName: "contactinformation", hidden: false });
  }

  const error = (c: Context, status: number, category: string, message: string, extra: object = {}) =>
    c.json({ status: "error", message, correlationId: crypto.randomUUID(), category, ...extra }, status as 400);

  const app = new Hono();
  app.use("*", async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const record = { method: c.req.method, path, status: 0 };
    plan.calls.push(record);
    const auth = c.req.header("authorization");
    if (auth !== `Bearer ${options.token}`) {
      record.status = 401;
      return error(c, 401, "INVALID_AUTHENTICATION", "Authentication credentials not found. This API supports OAuth 2.0 authentication.");
    }
    const needed = requiredScope(c.req.method, path);
    if (needed && !scopes.has(needed)) {
      record.status = 403;
      return error(c, 403, "MISSING_SCOPES", "This app hasn't been granted all required scopes to make this call.", {
        errors: [{ message: `One or more of the following scopes are required.`, context: { requiredGranularScopes: [needed] } }],
      });
    }
    const fault = plan.take(c.req.method, path);
    if (fault && !fault.afterEffect) {
      record.status = fault.status;
      return faultAnswer(fault);
    }
    await next();
    if (fault) {
      record.status = fault.status;
      c.res = faultAnswer(fault);
      return;
    }
    record.status = c.res.status;
  });

  const faultAnswer = (fault: InjectedFault): Response => {
    const json = (status: number, body: object, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
    if (fault.status === 429) {
      return json(
        429,
        { status: "error", message: "You have reached your secondly limit.", errorType: "RATE_LIMIT", correlationId: crypto.randomUUID(), policyName: "SECONDLY" },
        { "retry-after": String(fault.retryAfter ?? 1) },
      );
    }
    return json(fault.status, { status: "error", message: "internal error", correlationId: crypto.randomUUID(), category: "INTERNAL_ERROR" });
  };

  app.post("/crm/v3/lists/search", async (c) => {
    const body = (await c.req.json()) as { query?: string; count?: number; offset?: number };
    const query = (body.query ?? "").toLowerCase();
    const found = [...lists.entries()].filter(([, l]) => l.name.toLowerCase().includes(query));
    const offset = body.offset ?? 0;
    const page = found.slice(offset, offset + (body.count ?? 20));
    return c.json({
      offset: offset + page.length,
      hasMore: offset + page.length < found.length,
      total: found.length,
      lists: page.map(([listId, l]) => ({
        listId,
        name: l.name,
        objectTypeId: "0-1",
        processingType: "MANUAL",
        processingStatus: "COMPLETE",
        listVersion: 1,
        additionalProperties: { hs_list_size: String(l.memberIds.length) },
      })),
    });
  });

  app.get("/crm/v3/lists/:listId/memberships", (c) => {
    const list = lists.get(c.req.param("listId"));
    if (!list) return error(c, 404, "OBJECT_NOT_FOUND", "List not found");
    const limit = Math.min(Number(c.req.query("limit") ?? 100), 250);
    const start = c.req.query("after") ? Number(Buffer.from(c.req.query("after")!, "base64url").toString()) : 0;
    const results = list.memberIds.slice(start, start + limit).map((recordId) => ({ recordId, membershipTimestamp: new Date().toISOString() }));
    const end = start + results.length;
    return c.json({ results, total: list.memberIds.length, ...(end < list.memberIds.length ? { paging: { next: { after: Buffer.from(String(end)).toString("base64url") } } } : {}) });
  });

  app.get("/crm/v3/properties/contacts", (c) => c.json({ results: [...properties.values()] }));
  app.get("/crm/v3/properties/contacts/groups", (c) => c.json({ results: [...groups.values()] }));
  app.post("/crm/v3/properties/contacts/groups", async (c) => {
    const body = (await c.req.json()) as { name: string; label: string; displayOrder?: number };
    if (groups.has(body.name)) return error(c, 409, "CONFLICT", `A property group named '${body.name}' already exists.`);
    const group = { name: body.name, label: body.label, displayOrder: body.displayOrder ?? -1 };
    groups.set(body.name, group);
    return c.json(group, 201);
  });
  app.post("/crm/v3/properties/contacts/batch/create", async (c) => {
    const body = (await c.req.json()) as { inputs: Array<{ name: string; label: string; type: string; fieldType: string; groupName: string }> };
    for (const input of body.inputs) {
      if (properties.has(input.name)) return error(c, 409, "CONFLICT", `Property ${input.name} already exists`);
      if (!groups.has(input.groupName)) return error(c, 400, "VALIDATION_ERROR", `Property group ${input.groupName} does not exist`);
    }
    for (const input of body.inputs) properties.set(input.name, { ...input, hidden: false });
    return c.json({ status: "COMPLETE", results: body.inputs, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() }, 201);
  });

  app.post("/crm/v3/objects/contacts/batch/read", async (c) => {
    const body = (await c.req.json()) as { inputs: Array<{ id: string }>; properties: string[] };
    if (body.inputs.length > 100) return error(c, 400, "VALIDATION_ERROR", "Batch input is limited to 100 inputs");
    const results = body.inputs.flatMap(({ id }) => {
      const contact = contacts.get(id);
      if (!contact) return [];
      const props = Object.fromEntries(body.properties.map((p) => [p, contact.properties[p] ?? null]));
      return [{ id, properties: { ...props, hs_object_id: id }, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), archived: false }];
    });
    return c.json({ status: "COMPLETE", results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() });
  });

  app.post("/crm/v3/objects/contacts/batch/update", async (c) => {
    const body = (await c.req.json()) as { inputs: Array<{ id: string; properties: Record<string, string> }> };
    if (body.inputs.length > 100) return error(c, 400, "VALIDATION_ERROR", "Batch input is limited to 100 inputs");
    for (const input of body.inputs) {
      for (const name of Object.keys(input.properties)) {
        if (!properties.has(name)) return error(c, 400, "VALIDATION_ERROR", `Property values were not valid: ${name} does not exist`);
      }
      if (!contacts.has(input.id)) return error(c, 404, "OBJECT_NOT_FOUND", `Contact ${input.id} not found`);
    }
    const results = body.inputs.map((input) => {
      const contact = contacts.get(input.id)!;
      Object.assign(contact.properties, input.properties);
      return { id: input.id, properties: contact.properties, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), archived: false };
    });
    return c.json({ status: "COMPLETE", results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() });
  });

  app.post("/crm/v3/objects/notes", async (c) => {
    const body = (await c.req.json()) as { properties: Record<string, string>; associations?: Array<{ to: { id: string }; types: Array<{ associationTypeId: number }> }> };
    const contactIds = (body.associations ?? []).filter((a) => a.types.some((t) => t.associationTypeId === 202)).map((a) => a.to.id);
    if (contactIds.some((id) => !contacts.has(id))) return error(c, 400, "VALIDATION_ERROR", "One or more associated objects do not exist");
    const id = String(nextId++);
    notes.set(id, { id, properties: body.properties, contactIds });
    return c.json({ id, properties: body.properties, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), archived: false }, 201);
  });

  app.post("/crm/v3/objects/notes/search", async (c) => {
    const body = (await c.req.json()) as { filterGroups: Array<{ filters: Array<{ propertyName: string; operator: string; value: string }> }> };
    const matches = [...notes.values()].filter((note) =>
      body.filterGroups.some((g) => g.filters.every((f) => f.operator === "CONTAINS_TOKEN" && (note.properties[f.propertyName] ?? "").split(/\s+/).includes(f.value))),
    );
    return c.json({ total: matches.length, results: matches.slice(0, 1).map((n) => ({ id: n.id, properties: n.properties, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), archived: false })) });
  });

  const { url, stop } = await listenOnLoopback(app, options.port);
  return {
    url,
    stop,
    calls: plan.calls,
    inject: plan.inject,
    pendingFaults: plan.pending,
    contacts,
    notes,
    properties,
    groups,
    addContacts(rows: Array<Record<string, string>>): string[] {
      return rows.map((properties) => {
        const id = String(nextId++);
        contacts.set(id, { id, properties: { ...properties } });
        return id;
      });
    },
    addList(name: string, memberIds: string[]): string {
      const id = String(nextId++);
      lists.set(id, { name, memberIds });
      return id;
    },
  };
}

export type HubspotTestServer = Awaited<ReturnType<typeof startHubspotTestServer>>;

function requiredScope(method: string, path: string): string | null {
  if (path.startsWith("/crm/v3/lists")) return "crm.lists.read";
  if (path.startsWith("/crm/v3/properties/contacts")) return method === "GET" ? "crm.schemas.contacts.read" : "crm.schemas.contacts.write";
  if (path === "/crm/v3/objects/contacts/batch/read") return "crm.objects.contacts.read";
  if (path.startsWith("/crm/v3/objects/")) return "crm.objects.contacts.write";
  return null;
}
