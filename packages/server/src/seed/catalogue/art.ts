import { Random } from './random.js';

/**
 * The generated art of the demo catalogue: box art, screenshots, video posters and banners as
 * SVG. Everything is derived from ids and titles, so the same URL always draws the same picture
 * and responses can be cached for a long time.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for SVG content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}\u2026`;
    return kept;
  }
  return lines;
}

/** Rounds the long floats of layout maths so the markup stays short and stable. */
function tidy(svg: string): string {
  return svg.replace(/(\d+\.\d{2})\d+/g, '$1');
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs = ''): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('');
}

const FONT = 'font-family="Verdana, Geneva, sans-serif"';

/** Box art of a product: front, back, detail (wide hero) or thumbnail. */
export function boxArtSvg(input: { id: number; title: string; color: string; platform: string; kind: 'front' | 'back' | 'detail' | 'thumbnail' }): string {
  const hue = hashString(input.title) % 360;
  const [w, h] = input.kind === 'detail' ? [1280, 480] : input.kind === 'thumbnail' ? [150, 200] : [300, 400];
  const scale = w / 300;
  const title = wrapText(input.title, input.kind === 'detail' ? 28 : 14, input.kind === 'thumbnail' ? 3 : 4);
  const size = input.kind === 'detail' ? 64 : input.kind === 'thumbnail' ? 16 : 30;
  const back = input.kind === 'back'
    ? textLines(['Product no. ' + input.id, 'Generated demo art'], 20, h - 60, 14, `${FONT} fill="#ffffffaa"`)
    : '';
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(input.color)}"/><stop offset="1" stop-color="${hsl(hue, 60, 30)}"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${70 * scale}" fill="${hsl(hue + 40, 70, 60)}" opacity="0.35"/>`
    + `<polygon points="0,${h} ${w * 0.35},${h * 0.55} ${w * 0.6},${h * 0.8} ${w * 0.85},${h * 0.5} ${w},${h * 0.7} ${w},${h}" fill="${hsl(hue + 180, 35, 18)}" opacity="0.8"/>`
    + textLines(title, w * 0.07, h * 0.22, size, `${FONT} font-weight="bold" fill="#ffffff"`)
    + `<rect x="0" y="${h - 28 * (h / 400)}" width="${w}" height="${28 * (h / 400)}" fill="#000000" opacity="0.55"/>`
    + `<text x="${w * 0.05}" y="${h - 9 * (h / 400)}" font-size="${13 * (h / 400)}" ${FONT} fill="#ffffff">${escapeXml(input.platform)}</text>`
    + back
    + '</svg>');
}

/** A screenshot (or, with `video`, a video poster with a play button) of a product. */
export function sceneSvg(input: { productId: number; n: number; title: string; small: boolean; video: boolean }): string {
  const rng = new Random(input.productId * 1009 + input.n * 7 + (input.video ? 500 : 0));
  const [w, h] = input.small ? [320, 180] : [1280, 720];
  const hue = rng.int(0, 359);
  let shapes = '';
  for (let i = 0; i < 7; i++) {
    const x = rng.int(0, w);
    const y = rng.int(Math.floor(h * 0.3), h);
    const r = rng.int(Math.floor(w / 30), Math.floor(w / 8));
    shapes += `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + rng.int(0, 90), 55, rng.int(25, 60))}" opacity="0.7"/>`;
  }
  const ridge = Array.from({ length: 9 }, (_, i) => `${(w / 8) * i},${Math.round(h * (0.45 + rng.next() * 0.25))}`).join(' ');
  const caption = input.video ? `${input.title} \u2013 video ${input.n}` : `${input.title} \u2013 screenshot ${input.n}`;
  const play = input.video
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${h / 7}" fill="#000000" opacity="0.6"/><polygon points="${w / 2 - h / 20},${h / 2 - h / 14} ${w / 2 - h / 20},${h / 2 + h / 14} ${w / 2 + h / 12},${h / 2}" fill="#ffffff"/>`
    : '';
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(caption)}">`
    + `<rect width="${w}" height="${h}" fill="${hsl(hue, 50, 70)}"/>`
    + `<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h / 10}" fill="${hsl(hue + 50, 90, 85)}"/>`
    + `<polygon points="0,${h} ${ridge} ${w},${h}" fill="${hsl(hue + 200, 30, 30)}"/>`
    + shapes
    + play
    + `<text x="${w * 0.03}" y="${h * 0.95}" font-size="${h / 24}" ${FONT} fill="#ffffff">${escapeXml(caption)}</text>`
    + '</svg>');
}

/** A wide banner: promotion backgrounds and banners, collection headers, hero designs. */
export function bannerSvg(input: { title: string; subtitle?: string; color: string; width: number; height: number }): string {
  const { width: w, height: h } = input;
  const hue = hashString(input.title) % 360;
  const size = Math.round(h / 6);
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${escapeXml(input.color)}"/><stop offset="1" stop-color="${hsl(hue, 65, 40)}"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<circle cx="${w * 0.85}" cy="${h * 0.5}" r="${h * 0.6}" fill="${hsl(hue + 30, 80, 60)}" opacity="0.25"/>`
    + textLines(wrapText(input.title, Math.max(10, Math.floor(w / (size * 0.62))), 2), w * 0.05, h * 0.42, size, `${FONT} font-weight="bold" fill="#ffffff"`)
    + (input.subtitle ? `<text x="${w * 0.05}" y="${h * 0.82}" font-size="${Math.round(size / 2)}" ${FONT} fill="#ffffffcc">${escapeXml(input.subtitle)}</text>` : '')
    + '</svg>');
}

/** A small rounded badge with a word, used as a box-art overlay. */
export function badgeSvg(text: string, color: string): string {
  const w = 16 + text.length * 9;
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="28" viewBox="0 0 ${w} 28" role="img" aria-label="${escapeXml(text)}">`
    + `<rect width="${w}" height="28" rx="6" fill="${escapeXml(color)}"/>`
    + `<text x="${w / 2}" y="19" font-size="14" font-weight="bold" text-anchor="middle" ${FONT} fill="#ffffff">${escapeXml(text)}</text>`
    + '</svg>');
}
