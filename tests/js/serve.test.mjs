// The page's server answers malformed and hostile requests with 4xx and keeps serving.
import { test } from "node:test";
import assert from "node:assert/strict";
import { connect } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, fileFor } from "../../scripts/serve.mjs";

/** Sends a raw request line (unnormalised) and resolves to the status code. */
function raw(port, line) {
  return new Promise((ok, fail) => {
    const s = connect(port, "127.0.0.1", () => s.write(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = "";
    s.on("data", (d) => (text += d));
    s.on("end", () => ok(Number(text.split(" ")[1])));
    s.on("error", fail);
  });
}

test("bad and hostile paths get 4xx and the server keeps answering", async () => {
  const dir = mkdtempSync(join(tmpdir(), "pnlab-serve-"));
  writeFileSync(join(dir, "index.html"), "<p>ok</p>");
  const { server } = await serve(0, "127.0.0.1", [["/", dir]]);
  const port = server.address().port;
  try {
    const cases = [
      ["GET /%E0%A4%A HTTP/1.1", 404],
      ["GET /%00 HTTP/1.1", 404],
      ["GET /../../etc/passwd HTTP/1.1", 404],
      ["GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1", 404],
      ["GET /..%5c..%5cetc HTTP/1.1", 404],
      [`GET /${"a".repeat(4000)} HTTP/1.1`, 404],
      ["GET http://evil.example/index.html HTTP/1.1", 404],
      ["POST /index.html HTTP/1.1", 405],
      ["GET /nope/ HTTP/1.1", 404],
    ];
    for (const [line, status] of cases) {
      const got = await raw(port, line);
      assert.ok(got >= 400 && got < 500, `${line.slice(0, 60)}: ${got}`);
      assert.equal(got, status, line.slice(0, 60));
    }
    assert.equal(await raw(port, "GET /index.html HTTP/1.1"), 200);
    assert.equal(await raw(port, "GET / HTTP/1.1"), 200);
  } finally {
    server.close();
  }
});

test("fileFor keeps good paths inside their mount", () => {
  assert.equal(fileFor("/a/b.js?x=1", [["/", "/srv"]]), "/srv/a/b.js");
  assert.equal(fileFor("/%E0%A4%A", [["/", "/srv"]]), null);
  assert.equal(fileFor("/pkg/../pkg-node/x", [["/pkg/", "/srv/pkg"]]), null);
});
