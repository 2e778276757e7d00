// Serves the page on 127.0.0.1: www/ at "/", the wasm build at "/pkg/". No dependencies, so the
// main job needs nothing but Node. Usage: node scripts/serve.mjs [port]   (0 = any free port)
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const MOUNTS = [
  ["/pkg/", join(ROOT, "pkg")],
  ["/", join(ROOT, "www")],
];
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

/** The file a URL path names, or null when it lies outside the mounts ([url prefix, folder]) or
 *  is not a proper path (bad percent-encoding, a NUL byte, not starting with "/"). */
export function fileFor(urlPath, mounts = MOUNTS) {
  let path;
  try {
    path = decodeURIComponent(String(urlPath).split("?")[0]);
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

/** Serves the mounts (the page's by default; the browser tests also serve a folder under a
 *  sub-path) on host:port; resolves to {server, url}. */
export function serve(port = 8080, host = "127.0.0.1", mounts = MOUNTS) {
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { "content-type": "text/plain", allow: "GET, HEAD" });
      res.end("method not allowed\n");
      return;
    }
    let file = fileFor(req.url, mounts);
    try {
      if (file && (await stat(file)).isDirectory()) file = join(file, "index.html");
      if (!file) throw new Error("outside");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found\n");
    }
  });
  return new Promise((ok) =>
    server.listen(port, host, () => {
      const { port: p } = server.address();
      ok({ server, url: `http://${host}:${p}/` });
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await serve(Number(process.argv[2] ?? 8080));
  console.log(`PN Lab is served at ${url}`);
}
