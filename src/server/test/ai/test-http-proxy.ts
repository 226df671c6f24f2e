import { createServer, request, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { listenInRange } from "./fake-openai-server";

/**
 * A real forward proxy on 127.0.0.1 that records what it was asked: absolute-URI requests (plain http) are
 * forwarded, CONNECT (https) is tunnelled to the target's TCP port. Tests read `seen` to tell proxied from direct.
 */
export async function startTestHttpProxy() {
  const seen: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    // A request that is not absolute-URI was meant for an origin server, not for a proxy.
    if (!req.url?.startsWith("http://")) return void res.writeHead(400).end();
    const upstream = request(req.url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });

  server.on("connect", (req, client: Socket) => {
    seen.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? "").split(":");
    const target = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      target.pipe(client).pipe(target);
    });
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => (socket === target ? client : target).destroy());
    }
  });

  const port = await listenInRange(server, 3200, 3299);
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestHttpProxy = Awaited<ReturnType<typeof startTestHttpProxy>>;
