// Child process for the serving benchmark: the baseline, a bare node:http server answering every
// request with the same HTML file (read once), like a static file server with the file in page cache.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2]);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("READY"));
