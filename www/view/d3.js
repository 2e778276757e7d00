// d3 as an ES module. d3's single-file build is a UMD script: imported as a module it defines
// globalThis.d3 (its ESM build re-exports bare package names, which a browser cannot resolve
// without a bundler or an import map). Copied into www/vendor/ by scripts/vendor.mjs.
import "../vendor/d3.min.js";

export default globalThis.d3;
