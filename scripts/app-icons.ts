// The home-screen icons of the web app manifest (vite.config.ts): drawn here and written as PNG
// files under public/icons, so the build needs no image tool and no network. Run
// `npx tsx scripts/app-icons.ts` after changing the drawing; the PNGs are committed.
//
// The drawing: the page's background (slate-950) with a card turned sideways, as a tapped
// permanent, in the page's accent colour (teal-400), a mana-like circle on it. The maskable icon
// keeps the card inside the middle 80% (the safe zone a launcher's mask never cuts: W3C
// "Web App Manifest", purpose "maskable") and fills the whole square with the background.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type RGB = readonly [number, number, number];
const BACKGROUND: RGB = [2, 6, 24]; // slate-950, the page's background and the manifest's
const ACCENT: RGB = [45, 212, 191]; // teal-400, the page's accent
const INK: RGB = [15, 23, 43]; // slate-900, the card's text box

/** Signed distance from (x, y) to a rounded rectangle centred at (cx, cy): negative inside. */
function roundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): number {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The colour at (u, v) in the unit square, `scale` the size of the drawing within it (1, or 0.8 for maskable). */
function colourAt(u: number, v: number, scale: number, px: number): { rgb: RGB; cover: (d: number) => number }[] {
  // Coverage of a shape from its signed distance, anti-aliased over one pixel.
  const cover = (d: number) => Math.min(1, Math.max(0, 0.5 - d / px));
  const x = (u - 0.5) / scale;
  const y = (v - 0.5) / scale;
  // A card 0.62 x 0.44 of the icon, sideways (tapped), its corners rounded as a real card's.
  const card = roundedRect(x, y, 0, 0.02, 0.36, 0.25, 0.05);
  const box = roundedRect(x, y, 0.08, 0.02, 0.22, 0.19, 0.02);
  const pip = Math.hypot(x + 0.23, y + 0.13) - 0.075;
  return [
    { rgb: ACCENT, cover: () => cover(card) },
    { rgb: INK, cover: () => cover(box) },
    { rgb: ACCENT, cover: () => cover(pip) },
    { rgb: BACKGROUND, cover: () => cover(Math.hypot(x + 0.23, y + 0.13) - 0.035) },
  ];
}

function pixels(size: number, scale: number): Buffer {
  // One filter byte (0, none) before each row of RGB.
  const raw = Buffer.alloc(size * (size * 3 + 1));
  const px = 1 / size / scale;
  for (let j = 0; j < size; j++) {
    raw[j * (size * 3 + 1)] = 0;
    for (let i = 0; i < size; i++) {
      let [r, g, b] = BACKGROUND as [number, number, number];
      for (const layer of colourAt((i + 0.5) / size, (j + 0.5) / size, scale, px)) {
        const a = layer.cover(0);
        r += (layer.rgb[0] - r) * a;
        g += (layer.rgb[1] - g) * a;
        b += (layer.rgb[2] - b) * a;
      }
      const o = j * (size * 3 + 1) + 1 + i * 3;
      raw[o] = Math.round(r);
      raw[o + 1] = Math.round(g);
      raw[o + 2] = Math.round(b);
    }
  }
  return raw;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (ISO/IEC 15948): 8-bit truecolour, no alpha, one IDAT. */
export function png(size: number, scale: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels(size, scale), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.9 },
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('public/icons', { recursive: true });
  for (const { file, size, scale } of ICONS) writeFileSync(`public/icons/${file}`, png(size, scale));
  console.log(`app-icons: ${ICONS.map((i) => i.file).join(', ')} in public/icons`);
}
