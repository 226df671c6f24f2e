import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { createFaultPlan, listenOnLoopback, type InjectedFault } from "./crm-test-server-kit";

/**
 * A local Salesforce org and its login server in one: the OAuth 2.0 web-server flow (an authorize page with an
 * "Allow" button that redirects back with a code, the token endpoint for authorization_code and refresh_token), and
 * the REST endpoints Pitchsite calls through jsforce: SOQL query with nextRecordsUrl pagination (the SELECT … FROM …
 * WHERE =/IN/LIKE … ORDER BY … LIMIT subset Pitchsite writes), sobject describe, composite/sobjects and sobject PATCH,
 * Task create, list views and their results. Errors have Salesforce's documented shape `[{message, errorCode}]`:
 * 401 INVALID_SESSION_ID, 403 REQUEST_LIMIT_EXCEEDED, 400 INVALID_FIELD / MALFORMED_QUERY, 500 UNKNOWN_EXCEPTION,
 * 503 SERVER_UNAVAILABLE. Faults are injected per test (`inject`).
 */
type Row = Record<string, unknown>;
type FieldType = "id" | "string" | "email" | "url" | "textarea" | "phone" | "picklist" | "double" | "datetime" | "reference";
type ListView = { id: string; label: string; object: string; ids: string[] };

const PITCHSITE_FIELDS: Record<string, FieldType> = {
  Pitchsite_Page_URL__c: "url",
  Pitchsite_Views__c: "double",
  Pitchsite_Last_Viewed__c: "datetime",
  Pitchsite_Engagement_Score__c: "double",
  Pitchsite_Status__c: "string",
};
const PERSON: Record<string, FieldType> = { Id: "id", FirstName: "string", LastName: "string", Email: "email", Title: "string", Phone: "phone", Description: "textarea", LeadSource: "picklist" };
const KEY_PREFIX: Record<string, string> = { Account: "001", Contact: "003", Lead: "00Q", Campaign: "701", CampaignMember: "00v", Task: "00T", ListView: "00B" };

export type SalesforceTestOptions = {
  clientId: string;
  clientSecret: string;
  port?: number;
  /** Records per query page before nextRecordsUrl (Salesforce: 2000 by default). */
  queryPageSize?: number;
  /** Pitchsite custom fields the admin has created (all by default). */
  pitchsiteFields?: string[];
};

export async function startSalesforceTestServer(options: SalesforceTestOptions) {
  const plan = createFaultPlan();
  const pageSize = options.queryPageSize ?? 2000;
  const pitchsite = Object.entries(PITCHSITE_FIELDS).filter(([name]) => (options.pitchsiteFields ?? Object.keys(PITCHSITE_FIELDS)).includes(name));
  const schema: Record<string, Record<string, FieldType>> = {
    Account: { Id: "id", Name: "string", Industry: "picklist", Website: "url" },
    Contact: { ...PERSON, AccountId: "reference", ...Object.fromEntries(pitchsite) },
    Lead: { ...PERSON, Company: "string", Industry: "picklist", Website: "url", Status: "picklist", ...Object.fromEntries(pitchsite) },
    Campaign: { Id: "id", Name: "string", NumberOfContacts: "double", NumberOfLeads: "double" },
    CampaignMember: { Id: "id", CampaignId: "reference", ContactId: "reference", LeadId: "reference" },
    Task: { Id: "id", WhoId: "reference", Subject: "string", Description: "textarea", Status: "picklist", Priority: "picklist", ActivityDate: "string" },
  };
  const tables: Record<string, Map<string, Row>> = Object.fromEntries(Object.keys(schema).map((name) => [name, new Map<string, Row>()]));
  const listViews = new Map<string, ListView>();
  const codes = new Map<string, { redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const cursors = new Map<string, Row[]>();
  const tokenGrants: string[] = [];
  const issuedTokens: string[] = [];
  let nextId = 1;
  const newId = (object: string) => `${KEY_PREFIX[object]}${String(nextId++).padStart(15, "0")}`;
  const orgId = "00D000000000001AAA";
  const userId = "005000000000001AAA";

  const errors = (c: Context, status: number, errorCode: string, message: string, fields?: string[]) =>
    c.json([{ message, errorCode, ...(fields ? { fields } : {}) }], status as 400);
  const faultAnswer = (fault: InjectedFault, path: string): Response => {
    // The login server is not the REST API: its outage is a bare HTML page, not `[{message, errorCode}]`.
    if (path.startsWith("/services/oauth2/")) return new Response("<html><body>Service Unavailable</body></html>", { status: fault.status, headers: { "content-type": "text/html" } });
    const defaults: Record<number, [string, string]> = {
      401: ["INVALID_SESSION_ID", "Session expired or invalid"],
      403: ["REQUEST_LIMIT_EXCEEDED", "TotalRequests Limit exceeded."],
      400: ["INVALID_FIELD", "No such column 'Unknown__c' on entity 'Contact'."],
      500: ["UNKNOWN_EXCEPTION", "An unexpected error occurred. Please include this ErrorId if you contact support: 1234567-89 (-1)"],
      503: ["SERVER_UNAVAILABLE", "Server temporarily unavailable; please retry."],
    };
    const [errorCode, message] = defaults[fault.status] ?? ["UNKNOWN_EXCEPTION", "An unexpected error occurred."];
    return new Response(JSON.stringify([{ message, errorCode: fault.errorCode ?? errorCode }]), {
      status: fault.status,
      headers: { "content-type": "application/json;charset=UTF-8", ...(fault.retryAfter ? { "retry-after": String(fault.retryAfter) } : {}) },
    });
  };

  const app = new Hono();
  app.use("*", async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const record = { method: c.req.method, path, status: 0 };
    plan.calls.push(record);
    if (path.startsWith("/services/data/")) {
      const token = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
      if (!token || !accessTokens.has(token)) {
        record.status = 401;
        return errors(c, 401, "INVALID_SESSION_ID", "Session expired or invalid");
      }
    }
    const fault = plan.take(c.req.method, path);
    if (fault && !fault.afterEffect) {
      record.status = fault.status;
      return faultAnswer(fault, path);
    }
    await next();
    if (fault) {
      record.status = fault.status;
      c.res = faultAnswer(fault, path);
      return;
    }
    record.status = c.res.status;
  });

  // The login server: an authorize page (the rep "signs in" and allows), and the token endpoint.
  app.get("/services/oauth2/authorize", (c) => {
    const q = c.req.query();
    if (q.client_id !== options.clientId || !q.redirect_uri) return c.html("<p>error=invalid_client_id: client identifier invalid</p>", 400);
    const code = randomBytes(16).toString("base64url");
    codes.set(code, { redirectUri: q.redirect_uri });
    const back = new URL(q.redirect_uri);
    back.searchParams.set("code", code);
    if (q.state) back.searchParams.set("state", q.state);
    const denied = new URL(q.redirect_uri);
    denied.searchParams.set("error", "access_denied");
    denied.searchParams.set("error_description", "end-user denied authorization");
    if (q.state) denied.searchParams.set("state", q.state);
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    return c.html(
      `<!doctype html><title>Allow Access?</title><h1>Allow Access?</h1><p>Pitchsite is asking to: ${escape(q.scope ?? "")}</p>` +
        `<a href="${escape(back.toString())}">Allow</a> <a href="${escape(denied.toString())}">Deny</a>`,
    );
  });
  app.post("/services/oauth2/token", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const grant = (error: string, description: string) => c.json({ error, error_description: description }, 400);
    if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret) return grant("invalid_client", "invalid client credentials");
    const issue = () => {
      const token = `00D!${randomBytes(24).toString("base64url")}`;
      accessTokens.add(token);
      issuedTokens.push(token);
      return token;
    };
    const base = { instance_url: url, id: `${url}/id/${orgId}/${userId}`, token_type: "Bearer", issued_at: String(Date.now()), signature: randomBytes(16).toString("base64") };
    if (form.get("grant_type") === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      if (!code || code.redirectUri !== form.get("redirect_uri")) return grant("invalid_grant", "authentication failure");
      codes.delete(form.get("code")!);
      const refreshToken = `5Aep${randomBytes(30).toString("base64url")}`;
      refreshTokens.add(refreshToken);
      issuedTokens.push(refreshToken);
      tokenGrants.push("authorization_code");
      return c.json({ ...base, access_token: issue(), refresh_token: refreshToken, scope: "refresh_token api" });
    }
    if (form.get("grant_type") === "refresh_token") {
      if (!refreshTokens.has(form.get("refresh_token") ?? "")) return grant("invalid_grant", "expired access/refresh token");
      tokenGrants.push("refresh_token");
      return c.json({ ...base, access_token: issue(), scope: "refresh_token api" });
    }
    return grant("unsupported_grant_type", "grant type not supported");
  });

  const data = new Hono();
  data.get("/query", (c) => {
    const soql = c.req.query("q") ?? "";
    const parsed = runQuery(soql);
    if ("error" in parsed) return errors(c, 400, parsed.error, parsed.message);
    return c.json(queryPage(parsed.rows, 0));
  });
  data.get("/query/:locator", (c) => {
    const [cursor, offset] = c.req.param("locator").split("-");
    const rows = cursors.get(cursor);
    if (!rows) return errors(c, 400, "INVALID_QUERY_LOCATOR", "invalid query locator");
    return c.json(queryPage(rows, Number(offset), cursor));
  });
  data.get("/sobjects/:object/describe", (c) => {
    const fields = schema[c.req.param("object")];
    if (!fields) return errors(c, 404, "NOT_FOUND", "The requested resource does not exist");
    return c.json({ name: c.req.param("object"), fields: Object.entries(fields).map(([name, type]) => ({ name, label: fieldLabel(name), type })) });
  });
  data.patch("/composite/sobjects", async (c) => {
    const body = (await c.req.json()) as { allOrNone?: boolean; records: Array<Row & { id: string; attributes: { type: string } }> };
    if (body.records.length > 200) return errors(c, 400, "EXCEEDED_ID_LIMIT", "record limit reached. cannot submit more than 200 records into this call");
    const outcomes = body.records.map(({ id, attributes, ...fields }) => ({ id, object: attributes.type, fields, refusal: refusal(attributes.type, id, fields) }));
    const failed = outcomes.some((o) => o.refusal);
    if (!(body.allOrNone && failed)) for (const o of outcomes) if (!o.refusal) Object.assign(tables[o.object].get(o.id)!, o.fields);
    return c.json(
      outcomes.map((o) =>
        o.refusal
          ? { success: false, errors: [{ statusCode: o.refusal[0], message: o.refusal[1], fields: [] }] }
          : body.allOrNone && failed
            ? { id: o.id, success: false, errors: [{ statusCode: "ALL_OR_NONE_OPERATION_ROLLED_BACK", message: "Record rolled back because not all records were valid and the request was using AllOrNone header", fields: [] }] }
            : { id: o.id, success: true, errors: [] },
      ),
    );
  });
  data.patch("/sobjects/:object/:id", async (c) => {
    const fields = (await c.req.json()) as Row;
    const reason = refusal(c.req.param("object"), c.req.param("id"), fields);
    if (reason) return errors(c, reason[0] === "NOT_FOUND" ? 404 : 400, reason[0], reason[1]);
    Object.assign(tables[c.req.param("object")].get(c.req.param("id"))!, fields);
    return c.body(null, 204);
  });
  data.post("/sobjects/Task", async (c) => {
    const fields = (await c.req.json()) as Row;
    const unknown = Object.keys(fields).find((f) => !schema.Task[f]);
    if (unknown) return errors(c, 400, "INVALID_FIELD", `No such column '${unknown}' on sobject of type Task`);
    const who = String(fields.WhoId ?? "");
    if (!tables.Contact.has(who) && !tables.Lead.has(who)) return errors(c, 400, "INVALID_CROSS_REFERENCE_KEY", "Name ID: id value of incorrect type", ["WhoId"]);
    const id = newId("Task");
    tables.Task.set(id, { ...fields, Id: id });
    return c.json({ id, success: true, errors: [] }, 201);
  });
  data.get("/sobjects/:object/listviews", (c) => {
    const object = c.req.param("object");
    const views = [...listViews.values()].filter((v) => v.object === object);
    return c.json({
      done: true,
      size: views.length,
      listviews: views.map((v) => ({ id: v.id, label: v.label, developerName: v.label.replace(/\W+/g, "_"), soqlCompatible: true, sobjectType: object, url: `/services/data/v62.0/sobjects/${object}/listviews/${v.id}`, resultsUrl: `/services/data/v62.0/sobjects/${object}/listviews/${v.id}/results`, describeUrl: `/services/data/v62.0/sobjects/${object}/listviews/${v.id}/describe` })),
    });
  });
  data.get("/sobjects/:object/listviews/:id/results", (c) => {
    const view = listViews.get(c.req.param("id"));
    if (!view || view.object !== c.req.param("object")) return errors(c, 404, "NOT_FOUND", "The requested resource does not exist");
    const limit = Math.min(Number(c.req.query("limit") ?? 25), 2000);
    const offset = Number(c.req.query("offset") ?? 0);
    const ids = view.ids.slice(offset, offset + limit);
    return c.json({
      columns: [{ fieldNameOrPath: "Id", label: "Record ID", hidden: true }, { fieldNameOrPath: "Name", label: "Name", hidden: false }],
      developerName: view.label.replace(/\W+/g, "_"),
      done: offset + ids.length >= view.ids.length,
      id: view.id,
      label: view.label,
      size: view.ids.length,
      records: ids.map((id) => {
        const row = tables[view.object].get(id)!;
        return { columns: [{ fieldNameOrPath: "Id", value: id }, { fieldNameOrPath: "Name", value: `${row.FirstName ?? ""} ${row.LastName ?? ""}`.trim() }] };
      }),
    });
  });
  app.route("/services/data/:version", data);

  /** Why Salesforce refuses this update, or null. */
  function refusal(object: string, id: string, fields: Row): [string, string] | null {
    const unknown = Object.keys(fields).find((f) => !schema[object]?.[f]);
    if (unknown) return ["INVALID_FIELD", `No such column '${unknown}' on sobject of type ${object}`];
    if (!tables[object]?.has(id)) return ["ENTITY_IS_DELETED", "entity is deleted"];
    return null;
  }

  function queryPage(rows: Row[], offset: number, existing?: string) {
    const records = rows.slice(offset, offset + pageSize);
    const done = offset + records.length >= rows.length;
    const cursor = existing ?? `01g${randomBytes(6).toString("hex")}`;
    if (!done) cursors.set(cursor, rows);
    return { totalSize: rows.length, done, records, ...(done ? {} : { nextRecordsUrl: `/services/data/v62.0/query/${cursor}-${offset + records.length}` }) };
  }

  /** The SOQL subset Pitchsite writes: SELECT paths FROM object [WHERE a AND b] [ORDER BY f] [LIMIT n]. */
  function runQuery(soql: string): { rows: Row[] } | { error: string; message: string } {
    const m = /^SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER BY\s+(\w+))?(?:\s+LIMIT\s+(\d+))?$/is.exec(soql.trim());
    if (!m) return { error: "MALFORMED_QUERY", message: `unexpected token: ${soql.slice(0, 40)}` };
    const [, select, object, where, orderBy, limit] = m;
    if (!schema[object]) return { error: "INVALID_TYPE", message: `sObject type '${object}' is not supported.` };
    const paths = select.split(",").map((p) => p.trim());
    for (const path of [...paths, ...(orderBy ? [orderBy] : [])]) {
      if (resolveType(object, path) === null) return { error: "INVALID_FIELD", message: `No such column '${path.split(".").pop()}' on entity '${object}'.` };
    }
    const conditions = where ? where.split(/\s+AND\s+/) : [];
    const tests: Array<(row: Row) => boolean> = [];
    for (const condition of conditions) {
      const c = /^(\w+)\s+(=|IN|LIKE)\s+(.+)$/is.exec(condition.trim());
      if (!c) return { error: "MALFORMED_QUERY", message: `unexpected token: ${condition}` };
      const [, field, op, operand] = c;
      if (!schema[object][field]) return { error: "INVALID_FIELD", message: `No such column '${field}' on entity '${object}'.` };
      const literals = [...operand.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((l) => l[1]);
      if (op.toUpperCase() === "LIKE") {
        const pattern = new RegExp(`^${literals[0].replace(/\\(.)|([%_])|([^\\%_])/g, (_, escaped: string, wild: string, plain: string) => (escaped ? escapeRegExp(escaped) : wild === "%" ? ".*" : wild === "_" ? "." : escapeRegExp(plain)))}$`, "is");
        tests.push((row) => pattern.test(String(row[field] ?? "")));
      } else {
        const values = new Set(literals.map((l) => l.replace(/\\(.)/g, "$1")));
        tests.push((row) => values.has(String(row[field] ?? "")));
      }
    }
    let rows = [...tables[object].values()].filter((row) => tests.every((t) => t(row)));
    if (orderBy) rows.sort((a, b) => String(a[orderBy] ?? "").localeCompare(String(b[orderBy] ?? "")));
    if (limit) rows = rows.slice(0, Number(limit));
    return { rows: rows.map((row) => project(object, row, paths)) };
  }

  /** The type a field path ends on (a relationship path walks its lookups), or null when there is no such field. */
  function resolveType(object: string, path: string): FieldType | null {
    const [head, ...rest] = path.split(".");
    if (rest.length === 0) return schema[object][head] ?? null;
    const target = relationshipTarget(object, head);
    return target ? resolveType(target, rest.join(".")) : null;
  }
  function relationshipTarget(object: string, relationship: string): string | null {
    const lookup = schema[object][`${relationship}Id`];
    if (lookup !== "reference") return null;
    return { Contact: "Contact", Lead: "Lead", Account: "Account", Campaign: "Campaign" }[relationship] ?? null;
  }
  function project(object: string, row: Row, paths: string[]): Row {
    const out: Row = { attributes: { type: object, url: `/services/data/v62.0/sobjects/${object}/${String(row.Id)}` } };
    for (const path of paths) {
      const [head, ...rest] = path.split(".");
      if (rest.length === 0) {
        out[head] = row[head] ?? null;
        continue;
      }
      const target = relationshipTarget(object, head)!;
      const related = tables[target].get(String(row[`${head}Id`] ?? ""));
      if (!related) {
        out[head] = out[head] ?? null;
        continue;
      }
      out[head] = deepMerge(out[head] as Row | null, project(target, related, [rest.join(".")]));
    }
    return out;
  }

  const { url, stop } = await listenOnLoopback(app, options.port);

  const insert = (object: string, fields: Row) => {
    const id = newId(object);
    tables[object].set(id, { ...fields, Id: id });
    return id;
  };
  return {
    url,
    stop,
    calls: plan.calls,
    inject: plan.inject,
    pendingFaults: plan.pending,
    tables,
    /** The token endpoint's grants, in order ("authorization_code", "refresh_token"). */
    tokenGrants,
    /** Every access and refresh token issued: none may appear in a log line or an answer. */
    issuedTokens,
    /** Every access token stops working (as at a session timeout): the next API call answers 401 INVALID_SESSION_ID. */
    expireAccessTokens: () => accessTokens.clear(),
    /** Every refresh token stops working (the connected app's access revoked). */
    revokeRefreshTokens: () => refreshTokens.clear(),
    addAccount: (fields: Row) => insert("Account", fields),
    addContact: (fields: Row) => insert("Contact", fields),
    addLead: (fields: Row) => insert("Lead", fields),
    addCampaign(name: string, memberIds: string[]): string {
      const id = insert("Campaign", { Name: name, NumberOfContacts: memberIds.filter((m) => m.startsWith("003")).length, NumberOfLeads: memberIds.filter((m) => m.startsWith("00Q")).length });
      for (const member of memberIds) insert("CampaignMember", { CampaignId: id, ...(member.startsWith("003") ? { ContactId: member } : { LeadId: member }) });
      return id;
    },
    addListView(label: string, object: "Contact" | "Lead", ids: string[]): string {
      const id = newId("ListView");
      listViews.set(id, { id, label, object, ids });
      return id;
    },
  };
}

export type SalesforceTestServer = Awaited<ReturnType<typeof startSalesforceTestServer>>;

/** Salesforce's labels for standard fields ("First Name" for FirstName), "Pitchsite Views" for Pitchsite_Views__c. */
const fieldLabel = (name: string) => name.replace(/__c$/, "").replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function deepMerge(a: Row | null, b: Row): Row {
  if (!a) return b;
  const out: Row = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = v && typeof v === "object" && out[k] && typeof out[k] === "object" ? deepMerge(out[k] as Row, v as Row) : v;
  return out;
}
