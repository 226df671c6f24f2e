// Child process for the serving benchmark: the baseline, a bare node:http server answering every request with
// the same page (read once), like a static file server with the file in page cache. Brotli (the file `<page>.br`)
// when the request accepts it, so compressed runs compare the same bytes.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const identity = readFileSync(process.argv[2]);
const br = readFileSync(`${process.argv[2]}.br`);
createServer((req, res) => {
  if (req.headers["accept-encoding"]?.includes("br")) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", vary: "Accept-Encoding", "content-length": br.length });
    res.end(br);
  } else {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding", "content-length": identity.length });
    res.end(identity);
  }
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("READY"));
