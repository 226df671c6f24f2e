// The bench talks to the app the way the browser does: JSON over HTTP with the session cookie and the app's Origin.

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(baseUrl: string) {
  let cookie = "";
  async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; ms: number }> {
    const headers: Record<string, string> = { origin: baseUrl };
    if (cookie) headers.cookie = cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    const res = await fetch(new URL(path, baseUrl), { method, headers, body: payload });
    const text = await res.text();
    const ms = performance.now() - started;
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0];
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, ms };
  }
  /** Like call, but a non-2xx answer stops the bench with what the server said. */
  async function ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await call<T>(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
    return res.body;
  }
  const imageForm = (file: Buffer, name: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), name);
    return form;
  };
  const upload = (bucket: string, file: Buffer, name: string) => ok<{ path: string; url: string }>("POST", `/api/uploads/${bucket}`, imageForm(file, name));
  return { call, ok, upload, imageForm };
}
