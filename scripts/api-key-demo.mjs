#!/usr/bin/env node
// A page for a new contact with nothing but an API key (issue 26): reads the OpenAPI document, creates a campaign,
// asks twice for the contact's published page in one call each, and checks both answers name the one page.
//   PITCHSITE_URL=http://localhost:3000 PITCHSITE_API_KEY=ps_… node scripts/api-key-demo.mjs
// The key needs the read, write and launch scopes (Settings → API). Exits 1 when a step does not hold.

const base = (process.env.PITCHSITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const key = process.env.PITCHSITE_API_KEY;
if (!key) {
  console.error("Set PITCHSITE_API_KEY to an API key with the read, write and launch scopes (Settings → API).");
  process.exit(1);
}

async function call(method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function check(condition, message) {
  if (!condition) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  console.log(`ok: ${message}`);
}

/** The page call, then its status URL until the page is published (a 202 means it is still being written). */
async function pageFor(campaignId, contact) {
  const first = await call("POST", `/api/campaigns/${campaignId}/pages?wait=60`, contact);
  check([200, 201, 202].includes(first.status), `page call answers ${first.status} ${JSON.stringify(first.body)}`);
  let page = first.body;
  while (page.status === "pending") {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    page = (await call("GET", page.status_url)).body;
  }
  return { status: first.status, page };
}

const spec = await (await fetch(`${base}/api/openapi.json`)).json();
const pageCall = spec.paths?.["/api/campaigns/{id}/pages"]?.post;
check(spec.openapi?.startsWith("3.1") && pageCall, "the OpenAPI 3.1 document describes POST /api/campaigns/{id}/pages");
check(spec.components?.securitySchemes?.apiKey?.scheme === "bearer", "the document names the API key as a bearer scheme");

const frameworks = await call("GET", "/api/frameworks?limit=1");
check(frameworks.status === 200, "the key reads the workspace's frameworks");
let frameworkId = frameworks.body[0]?.id;
if (!frameworkId) {
  const created = await call("POST", "/api/frameworks", {
    name: "API demo",
    brand_guidelines: {
      colorPalettes: [{ name: "Ocean", accent: "#0EA5E9", text: "#0B1220" }],
      typography: { fontCombinations: [{ name: "Modern", primary: { family: "Lato" }, secondary: { family: "Inter" } }] },
    },
    content_constraints: { selectedTones: ["Professional & Polished"] },
  });
  check(created.status === 201, "the key creates a framework");
  frameworkId = created.body.id;
}

const campaign = await call("POST", "/api/campaigns", { name: `API demo ${new Date().toISOString()}`, framework_id: frameworkId, cta_type: "Book Now", cta_url: "https://example.com/demo" });
check(campaign.status === 201, `the key creates a campaign (${campaign.status})`);
const campaignId = campaign.body.id;

const stamp = Date.now();
const contact = { email: `ada.${stamp}@acme.example`, first_name: "Ada", last_name: "Lovelace", company: "Acme", industry: "Software", context: "Asked for pricing", domain: "acme.example" };
const started = performance.now();
const first = await pageFor(campaignId, contact);
const firstMs = Math.round(performance.now() - started);
check(first.page.status === "completed" && first.page.url, `first call: a published page at ${first.page.url} (${first.status}, ${firstMs} ms)`);
const secondStarted = performance.now();
const second = await pageFor(campaignId, { ...contact, email: contact.email.toUpperCase() });
check(second.status === 200, `second call answers 200 at once (${Math.round(performance.now() - secondStarted)} ms)`);
check(second.page.url === first.page.url && second.page.microsite_id === first.page.microsite_id, "both calls name the same page");

const detail = await call("GET", `/api/campaigns/${campaignId}`);
check(detail.body.microsite_counts.total === 1 && detail.body.contacts.length === 1, "the campaign has one contact and one page");
const served = await fetch(first.page.url);
check(served.status === 200, `the page is served (${served.status})`);
console.log(JSON.stringify({ campaignId, url: first.page.url, firstCallMs: firstMs }));
