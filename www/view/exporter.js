// Export the DAG view as a standalone SVG (its styles live inside it) or as a PNG at twice the
// screen resolution, through the browser's own SVG renderer.

/** The event an SVG gets, synchronously, before it is exported: the DAG view then writes what
 *  it keeps only on its canvases. */
export const BEFORE_EXPORT = "pn-before-export";

/** The view's SVG as text, sized as on screen (or `size`, for a copy off the page), with a
 *  white background. */
export function svgText(svg, size) {
  svg.dispatchEvent(new Event(BEFORE_EXPORT));
  const { width, height } = size ?? svg.getBoundingClientRect();
  const copy = svg.cloneNode(true);
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  // A large DAG's edges, far-zoomed nodes and numbers are drawn on canvases with the view; its
  // SVG holds them too.
  copy.classList.remove("edges-canvas", "nodes-canvas", "labels-canvas");
  copy.setAttribute("width", String(Math.round(width)));
  copy.setAttribute("height", String(Math.round(height)));
  copy.setAttribute("viewBox", `0 0 ${Math.round(width)} ${Math.round(height)}`);
  const bg = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  bg.setAttribute("width", "100%");
  bg.setAttribute("height", "100%");
  bg.setAttribute("fill", "#fbfaf7");
  copy.insertBefore(bg, copy.querySelector(".camera"));
  return new XMLSerializer().serializeToString(copy);
}

/** A PNG blob of the view at `scale`× its CSS size. */
export async function pngBlob(svg, scale = 2) {
  const text = svgText(svg);
  const { width, height } = svg.getBoundingClientRect();
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext("2d");
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise((ok) => canvas.toBlob(ok, "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers a blob or text as a download named `name`. */
export function download(name, data, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
