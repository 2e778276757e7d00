// Workers of the single-file page (scripts/single.mjs): a file:// page cannot start a worker from
// a file, so each starts from a Blob of its bundled code, with the wasm's base64 set first.
export function workerUrl(code) {
  const wasm = `globalThis.__pnlabWasm = ${JSON.stringify(globalThis.__pnlabWasm)};\n`;
  return URL.createObjectURL(new Blob([wasm, code], { type: "text/javascript" }));
}
