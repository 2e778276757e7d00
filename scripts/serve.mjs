// Serves the page on 127.0.0.1: www/ at "/", each wasm module of the page at its folder's name
// ("/pkg/", "/pkg-play/": scripts/wasm-modules.mjs). No dependencies, so the
// main job needs nothing but Node. Usage: node scripts/serve.mjs [port]   (0 = any free port)
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_MODULES } from "./wasm-modules.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const MOUNTS = [...PAGE_MODULES.map(({ dir }) => [`/${dir}/`, join(ROOT, dir)]), ["/", join(ROOT, "www")]];
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ts": "text/plain; charset=utf-8",
};

/** Longest URL path served; anything longer is refused before it reaches the file system. */
const MAX_PATH = 2048;

/** The file a URL path names, or null when it lies outside the mounts ([url prefix, folder]) or
 *  is not a proper path (bad percent-encoding, a NUL byte or backslash, longer than MAX_PATH, not
 *  starting with "/", e.g. an absolute URL). The query and fragment are ignored. */
export function fileFor(urlPath, mounts = MOUNTS) {
  const raw = String(urlPath).split(/[?#]/)[0];
  if (raw.length > MAX_PATH) return null;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!path.startsWith("/") || path.includes("\0") || path.includes("\\")) return null;
  for (const [prefix, dir] of mounts) {
    if (path.startsWith(prefix)) {
      const file = normalize(join(dir, path.slice(prefix.length)));
      // The separator matters: /pkg/../pkg-node/x starts with /pkg but is not inside it.
      return file === dir || file.startsWith(dir + sep) ? file : null;
    }
  }
  return null;
}

/** Ends a request with a short plain-text answer (unless an answer has already begun). */
function refuse(res, status, text, headers = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { "content-type": "text/plain", ...headers });
  res.end(`${text}\n`);
}

/** A bare HTTP answer written straight to a socket the HTTP parser gave up on (or a CONNECT). */
function refuseSocket(socket, status, text) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\n` +
      `connection: close\r\n\r\n${body}`,
  );
}

/** Serves the mounts (the page's by default; the browser tests also serve a folder under a
 *  sub-path) on host:port; resolves to {server, url}. Every request gets an answer: a file (GET,
 *  HEAD), 404 for anything that is not a file inside the mounts, 405 for other methods and 400
 *  for what the HTTP parser rejects (bad request line, headers over Node's 16 KB limit). */
export function serve(port = 8080, host = "127.0.0.1", mounts = MOUNTS) {
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        refuse(res, 405, "method not allowed", { allow: "GET, HEAD" });
        return;
      }
      let file = fileFor(req.url, mounts);
      let body;
      try {
        if (file && (await stat(file)).isDirectory()) file = join(file, "index.html");
        body = file && (await readFile(file));
      } catch {
        body = null; // missing, a directory without index.html, name too long, not a directory...
      }
      if (!body) {
        refuse(res, 404, "not found");
        return;
      }
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      refuse(res, 500, "internal error");
    }
  });
  // Node would answer these itself (431 for long headers) or just hang up (CONNECT).
  server.on("clientError", (_err, socket) => refuseSocket(socket, 400, "Bad Request"));
  server.on("connect", (_req, socket) => refuseSocket(socket, 405, "Method Not Allowed"));
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      const { port: p } = server.address();
      ok({ server, url: `http://${host}:${p}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await serve(Number(process.argv[2] ?? 8080));
  console.log(`PN Lab is served at ${url}`);
}
