// The production build's JavaScript (issue 7, goal 7): every chunk together, gzipped, at most
// 150 kB (1 kB = 1000 bytes, as Vite reports). Fonts, images, CSS and the rules text (a JSON data
// file) don't count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { goal } from '../../scripts/bench-kit';
import { builtApp } from '../../scripts/bench-build';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

export async function run(): Promise<void> {
  const dir = await builtApp();
  const js = files(join(dir, 'assets')).filter((f) => /\.m?js$/.test(f));
  if (js.length === 0) throw new Error('bench bug: the build has no JavaScript');
  const sizes = js.map((f) => {
    const raw = readFileSync(f);
    return { file: f.slice(dir.length + 1), raw: raw.length, gz: gzipSync(raw).length };
  });
  const gz = sizes.reduce((n, s) => n + s.gz, 0) / 1000;
  const raw = sizes.reduce((n, s) => n + s.raw, 0) / 1000;
  console.log(`build: ${sizes.map((s) => `${s.file} ${(s.raw / 1000).toFixed(1)} kB (${(s.gz / 1000).toFixed(1)} kB gzipped)`).join(', ')}`);
  goal(`the production build's JavaScript, ${js.length} chunk${js.length === 1 ? '' : 's'} together, gzipped`, `${gz.toFixed(1)} kB (${raw.toFixed(1)} kB raw)`, '<= 150 kB', gz <= 150);
}
