import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFastPaths } from "../app";
import { createTestContext, type TestContext } from "../test/test-app";
import { createHttpServer } from "./node-server";


// A client in another process: one request, a line on stdout, then a second request on the same kept-alive socket.
const CLIENT = `
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () => new Promise((resolve) => {
  const request = http.get({ host: "127.0.0.1", port: Number(process.argv[1]), path: "/api/auth/ok", agent }, (res) => {
    res.resume();
    res.on("end", () => resolve(res.statusCode + (request.reusedSocket ? " on the same connection" : " on a new connection")));
  });
  request.on("error", (error) => resolve(error.code));
});
get().then((first) => {
  console.log("first " + first);
  setTimeout(() => get().then((second) => { console.log("second " + second); agent.destroy(); }), 500);
});`;

describe("the HTTP server's kept-alive connections", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers a request that arrived while the thread was held longer than Node's 5 s default idle timeout", async () => {
    const server = createHttpServer(ctx.app, createFastPaths(ctx.deps));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const client = spawn(process.execPath, ["-e", CLIENT, String((server.address() as AddressInfo).port)]);
    let output = "";
    client.stdout.on("data", (chunk) => {
      output += chunk;
      // What a long embedded-database statement does to this thread, held from an I/O callback as a query's answer
      // is: the loop's timers run before it reads sockets again. The client's second request lands meanwhile (or
      // after, on a very slow machine: then it passes either way).
      if (String(chunk).includes("first")) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6_000);
    });
    await once(client, "exit");
    server.close();
    expect(output).toContain("first 200 on a new connection");
    expect(output).toContain("second 200 on the same connection");
  });
});
