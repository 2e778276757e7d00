// Builds dist/pnlab-scorm.zip, a SCORM 1.2 package of the visualiser that Moodle (and any SCORM
// 1.2 LMS) imports: imsmanifest.xml and one SCO, the single-file page (scripts/single.mjs) with
// www/scorm.js, which reports completion and predict mode's score to the LMS.
//   node scripts/scorm.mjs [SETTINGS]   SETTINGS: the page's address settings the package opens
//                                       on, e.g. "game=clique&n=6&k=3" (default: the page's own)
import { zipSync, strToU8 } from "fflate";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { singleHtml } from "./single.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCO = "index.html";
/** Every entry's time, so that the same sources make the same zip. */
const MTIME = new Date("2000-01-01T00:00:00Z");

const xml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The manifest: one organisation with one item, the SCO at `href`. */
export function manifest({ title, version, href }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pnlab-visualiser" version="${xml(version)}"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="pnlab">
    <organization identifier="pnlab">
      <title>${xml(title)}</title>
      <item identifier="visualiser" identifierref="visualiser-sco" isvisible="true">
        <title>${xml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="visualiser-sco" type="webcontent" adlcp:scormtype="sco" href="${xml(href)}">
      <file href="${SCO}"/>
    </resource>
  </resources>
</manifest>
`;
}

/** The package's bytes; `settings` the address settings the SCO opens on ("" for the defaults). */
export async function scormZip(settings = "") {
  if (/[#\s]/.test(settings) || settings.startsWith("?")) {
    throw new Error(`scorm: settings "${settings}" are not an address query (want e.g. game=clique&n=6&k=3)`);
  }
  const version = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "Cargo.toml"), "utf8"))[1];
  const html = await singleHtml({ entry: "scorm.js" });
  const href = settings ? `${SCO}?${settings}` : SCO;
  const files = {
    "imsmanifest.xml": strToU8(manifest({ title: "PN Lab: proof-number search you can watch", version, href })),
    [SCO]: strToU8(html),
  };
  return zipSync(files, { level: 9, mtime: MTIME });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const zip = await scormZip(process.argv[2] ?? "");
  const out = join(ROOT, "dist", "pnlab-scorm.zip");
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, zip);
  console.log(`SCORM 1.2:    dist/pnlab-scorm.zip (${zip.length} bytes)`);
}
