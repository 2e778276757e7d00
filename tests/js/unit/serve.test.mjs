// The page's server answers malformed and hostile requests with 400, 404 or 405 and keeps serving.
// Requests go out through node:net so their paths reach the server exactly as written.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve, fileFor } from "../../../scripts/serve.mjs";
import { PAGE_MODULES } from "../../../scripts/wasm-modules.mjs";

/** Sends raw bytes and resolves to the answer's status code (0 when the server hung up silently). */
function send(port, bytes) {
  return new Promise((ok, fail) => {
    const s = connect(port, "127.0.0.1", () => s.write(bytes));
    let text = "";
    s.setTimeout(5000, () => {
      s.destroy();
      fail(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 60))}`));
    });
    s.on("data", (d) => (text += d));
    s.on("end", () => ok(Number(text.match(/^HTTP\/1\.1 (\d{3}) /)?.[1] ?? 0)));
    s.on("error", fail);
  });
}

/** One request line with the headers that close the connection after the answer. */
const request = (line) => `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`;

/** A temp tree: root/www (mounted at "/", with a sub-folder lacking index.html), root/pkg
 *  (mounted at "/pkg/"), and root/secret.txt outside both, which traversal would reach. */
function tree() {
  const root = mkdtempSync(join(tmpdir(), "pnlab-serve-"));
  const www = join(root, "www");
  const pkg = join(root, "pkg");
  mkdirSync(join(www, "empty"), { recursive: true });
  mkdirSync(pkg);
  writeFileSync(join(www, "index.html"), "<p>ok</p>");
  writeFileSync(join(pkg, "pnlab.js"), "export {};");
  writeFileSync(join(root, "secret.txt"), "secret");
  return { root, mounts: [["/pkg/", pkg], ["/", www]] };
}

const HOSTILE = [
  // bad percent-encoding: this one request used to kill the server
  ["GET /%E0%A4%A HTTP/1.1", 404],
  ["GET /%%%zz HTTP/1.1", 404],
  ["GET /pkg/%E0%A4%A HTTP/1.1", 404],
  // NUL bytes, encoded and raw (the raw one is refused by the HTTP parser)
  ["GET /index.html%00.js HTTP/1.1", 404],
  ["GET /%00 HTTP/1.1", 404],
  ["GET /\0 HTTP/1.1", 400],
  // traversal to root/secret.txt, plain, encoded, mixed, with backslashes, from each mount
  ["GET /../secret.txt HTTP/1.1", 404],
  ["GET /../../../../etc/passwd HTTP/1.1", 404],
  ["GET /%2e%2e/secret.txt HTTP/1.1", 404],
  ["GET /%2E%2E%2Fsecret.txt HTTP/1.1", 404],
  ["GET /.%2e/secret.txt HTTP/1.1", 404],
  ["GET /..%2fsecret.txt HTTP/1.1", 404],
  ["GET /..\\secret.txt HTTP/1.1", 404],
  ["GET /..%5csecret.txt HTTP/1.1", 404],
  ["GET /pkg/../secret.txt HTTP/1.1", 404],
  ["GET /pkg/%2e%2e/secret.txt HTTP/1.1", 404],
  ["GET /pkg/..%2f..%2fsecret.txt HTTP/1.1", 404],
  ["GET /pkg/../www/index.html HTTP/1.1", 404],
  // very long paths: past the server's limit, and past Node's 16 KB header limit
  [`GET /${"a".repeat(4000)} HTTP/1.1`, 404],
  [`GET /${"a/".repeat(3000)}index.html HTTP/1.1`, 404],
  [`GET /${"a".repeat(20000)} HTTP/1.1`, 400],
  // absolute URLs and other request targets that are not a path
  ["GET http://evil.example/index.html HTTP/1.1", 404],
  ["GET file:///etc/passwd HTTP/1.1", 404],
  ["GET index.html HTTP/1.1", 400],
  // methods other than GET and HEAD
  ["POST /index.html HTTP/1.1", 405],
  ["PUT /index.html HTTP/1.1", 405],
  ["DELETE /index.html HTTP/1.1", 405],
  ["OPTIONS * HTTP/1.1", 405],
  ["CONNECT evil.example:443 HTTP/1.1", 405],
  ["BREW /index.html HTTP/1.1", 400],
  // directories without index.html, files used as directories, missing files
  ["GET /empty/ HTTP/1.1", 404],
  ["GET /empty HTTP/1.1", 404],
  ["GET /pkg/ HTTP/1.1", 404],
  ["GET /index.html/x HTTP/1.1", 404],
  ["GET /missing.js HTTP/1.1", 404],
];

test("malformed and hostile requests get 400, 404 or 405 and the server keeps answering", async () => {
  const { root, mounts } = tree();
  const { server } = await serve(0, "127.0.0.1", mounts);
  const port = server.address().port;
  try {
    for (const [line, status] of HOSTILE) {
      assert.equal(await send(port, request(line)), status, JSON.stringify(line.slice(0, 60)));
    }
    // not HTTP at all
    assert.equal(await send(port, "\x16\x03\x01\x02\x00garbage\r\n\r\n"), 400);
    assert.equal(await send(port, "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), 400);
    // good requests still work, query and fragment ignored
    assert.equal(await send(port, request("GET / HTTP/1.1")), 200);
    assert.equal(await send(port, request("GET /index.html?x=%E0%A4%A#y HTTP/1.1")), 200);
    assert.equal(await send(port, request("HEAD /index.html HTTP/1.1")), 200);
    assert.equal(await send(port, request("GET /pkg/pnlab.js HTTP/1.1")), 200);
    const res = await fetch(`http://127.0.0.1:${port}/pkg/pnlab.js`);
    assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.equal(await res.text(), "export {};");
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test("the command-line server survives the request that used to kill it", async () => {
  const script = fileURLToPath(new URL("../../../scripts/serve.mjs", import.meta.url));
  const child = spawn(process.execPath, [script, "0"], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise((ok, fail) => {
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
        const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
        if (m) ok(Number(m[1]));
      });
      child.on("exit", (code) => fail(new Error(`serve.mjs exited with ${code}`)));
    });
    assert.equal(await send(port, request("GET /%E0%A4%A HTTP/1.1")), 404);
    assert.equal(await send(port, request("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1")), 404);
    assert.equal(child.exitCode, null, "the server is still running");
    assert.equal(await send(port, request("GET /index.html HTTP/1.1")), 200);
  } finally {
    child.kill();
  }
});

test("fileFor keeps good paths inside their mount", () => {
  const mounts = [["/pkg/", "/srv/pkg"], ["/", "/srv/www"]];
  assert.equal(fileFor("/a/b.js?x=1", mounts), "/srv/www/a/b.js");
  assert.equal(fileFor("/a%20b.js#top", mounts), "/srv/www/a b.js");
  assert.equal(fileFor("/", mounts), "/srv/www");
  assert.equal(fileFor("/pkg/pnlab_bg.wasm", mounts), "/srv/pkg/pnlab_bg.wasm");
  assert.equal(fileFor("/pkg/x/../pnlab.js", mounts), "/srv/pkg/pnlab.js");
  assert.equal(fileFor("/%E0%A4%A", mounts), null);
  assert.equal(fileFor("/pkg/../pkg-node/x", [["/pkg/", "/srv/pkg"]]), null);
  assert.equal(fileFor("/pkg/%2e%2e/www/index.html", mounts), null);
  assert.equal(fileFor("/a\\b", mounts), null);
  assert.equal(fileFor("/a%00b", mounts), null);
  assert.equal(fileFor(`/${"a".repeat(5000)}`, mounts), null);
  assert.equal(fileFor("http://evil.example/", mounts), null);
});

test("the page's server mounts each page wasm module at its folder's name, and no other build", () => {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  assert.ok(PAGE_MODULES.length >= 2, "the visualiser's module and the play page's");
  for (const { dir } of PAGE_MODULES) assert.equal(fileFor(`/${dir}/pnlab_bg.wasm`), join(root, dir, "pnlab_bg.wasm"));
  // pkg-node/ is Node's build: the URL falls to www/, where there is no such folder.
  assert.equal(fileFor("/pkg-node/pnlab.js"), join(root, "www", "pkg-node", "pnlab.js"));
});
