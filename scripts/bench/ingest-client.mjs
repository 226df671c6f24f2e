// Load generator of scripts/bench/ingest.ts (a child process; job as JSON on stdin, result as JSON on stdout):
// `concurrency` keep-alive connections posting the given metric events as a microsite's tracking script does
// (text/plain JSON body, a browser user agent), each from its visitor's address (X-Forwarded-For).
import http from "node:http";
import { text } from "node:stream/consumers";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const { port, requests, concurrency } = JSON.parse(await text(process.stdin));
const events = requests.length;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const sent = {};
const statuses = {};
const latenciesMs = [];
let next = 0;

const post = (body, address) =>
  new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/api/log-metric", method: "POST", agent, headers: { "content-type": "text/plain", "content-length": Buffer.byteLength(body), "user-agent": UA, "x-forwarded-for": address } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const cpuAtStart = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < events; i = next++) {
      const { body, address } = requests[i];
      const type = body.type;
      const t = performance.now();
      const status = await post(JSON.stringify(body), address);
      latenciesMs.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 204) sent[type] = (sent[type] ?? 0) + 1;
    }
  }),
);
agent.destroy();
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(JSON.stringify({ sent, statuses, seconds, latenciesMs, clientCpuMs: (cpu.user + cpu.system) / 1000 }));
