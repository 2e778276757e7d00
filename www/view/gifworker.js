// The GIF encoder of "Record a run" in its own worker: quantising each frame to 256 colours and
// LZW-compressing it (gifenc) is the slow part of a recording, so the page only draws frames and
// hands their pixels over (transferred, not copied). Protocol: {type: "start", width, height,
// delay}, then one {type: "frame", data} per frame (RGBA bytes), then {type: "finish"}; the
// worker answers {encoded: n} after each frame and {bytes} at the end. A cancel is the page
// terminating the worker: nothing here needs to stop politely.
import { GIFEncoder, quantize, applyPalette } from "../vendor/gifenc.esm.js";

let gif = null;
let size = null;
let encoded = 0;

self.onmessage = ({ data }) => {
  try {
    if (data.type === "start") {
      gif = GIFEncoder();
      size = data;
      encoded = 0;
    } else if (data.type === "frame") {
      const rgba = new Uint8ClampedArray(data.data);
      const palette = quantize(rgba, 256);
      gif.writeFrame(applyPalette(rgba, palette), size.width, size.height, { palette, delay: size.delay });
      postMessage({ encoded: ++encoded });
    } else if (data.type === "finish") {
      gif.finish();
      const bytes = gif.bytes();
      postMessage({ bytes }, [bytes.buffer]);
    } else {
      throw new Error(`unknown message "${data.type}": allowed are start, frame, finish`);
    }
  } catch (err) {
    postMessage({ error: String(err?.message ?? err) });
  }
};
