/**
 * `npm run bench:images`: the image transformation endpoint against the real production server
 * (temporary DATA_DIR, embedded database, disk store), on loopback, bounded in count and time.
 *
 * 1. Uploads a 1600×1000 photo-like PNG (what the issue measured) and, for the widths the site
 *    asks for, times the first answer (rendered) and the second (from the store) in AVIF and
 *    WebP, with their bytes against the original's.
 * 2. Serves one cached rendition with autocannon (10 connections, `--duration` seconds).
 * 3. A flood: `--flood` requests for distinct widths (none cached) over 64 connections, while a
 *    probe reads /rest/v1 every 50 ms: the probe's p50/p99 during the flood beside idle, the
 *    answers (200, or 429 once the image pool's queue is full) and the renditions kept (capped).
 *
 * Prints one table and saves bench-results/images.md and .json. Exits 0 unless it could not run;
 * `--strict` also fails on an error or non-2xx answer for the cached rendition, a flood answer
 * other than 200 or 429, or more renditions kept than the cap.
 *
 *   npm run bench:images -- [--duration 10] [--flood 200] [--strict]
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { builtinPublishableKey } from '../server/site/handler.ts';
import { startServerProcess } from '../tests/setup/server-process.ts';
import { ensureBuild } from './ensure-build.ts';
import { maxVariantsPerVersion } from '../server/storage/rendition-cache.ts';
import { saveResults, signedUpClient } from './bench-support.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    flood: { type: 'string', default: '200' },
    strict: { type: 'boolean', default: false },
  },
});
const duration = Math.min(60, Math.max(1, Number(args.duration) || 10));
const floodCount = Math.min(1000, Math.max(10, Number(args.flood) || 200));

const accept = { avif: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', webp: 'image/webp,*/*' };

/** A photo-like picture: gradients, shapes and grain, so it compresses as a photo does. */
async function photoLikePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ab6e8"/><stop offset="1" stop-color="#f4d7a1"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/><circle cx="1200" cy="260" r="220" fill="url(#sun)"/>
    <path d="M0 700 L300 420 L520 640 L760 380 L1050 700 L1300 520 L1600 690 L1600 1000 L0 1000Z" fill="#4b5d3a"/>
    <path d="M0 820 Q400 720 800 840 T1600 800 L1600 1000 L0 1000Z" fill="#2f3f26"/></svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.from(base.data);
  const channels = base.info.channels;
  for (let i = 0, g = 0; i < pixels.length; i += channels, g += 3) {
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, pixels[i + c]! + (grain[g + c]! - 128)));
  }
  return sharp(pixels, { raw: base.info }).png().toBuffer();
}

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, type: res.headers.get('content-type'), bytes, ms: performance.now() - started };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function probe(url: string, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return samples;
}

await ensureBuild();
const server = await startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', LOG_LEVEL: 'warn' });
try {
  const client = await signedUpClient(server.url, `images-${Date.now()}@example.com`, 'Bench Author');
  const png = await photoLikePng();
  const key = `blog-images/${Date.now()}-bench.png`;
  const { error } = await client.storage.from('images').upload(key, png, { contentType: 'image/png' });
  if (error) throw new Error(`upload failed: ${error.message}`);
  const render = (w: number, h?: number) =>
    client.storage.from('images').getPublicUrl(key, { transform: { width: w, ...(h ? { height: h } : {}) } }).data
      .publicUrl;

  // 1. First and cached answers at the site's widths.
  const rows: string[] = [];
  const renders: unknown[] = [];
  for (const width of [400, 800, 1280]) {
    for (const format of ['avif', 'webp'] as const) {
      const url = render(width, Math.round((width * 9) / 16));
      const first = await timed(url, { accept: accept[format] });
      const again = await timed(url, { accept: accept[format] });
      renders.push({ width, format, first, again });
      rows.push(
        `| ${width} px ${format} | ${first.status} ${first.type} | ${(first.bytes / 1024).toFixed(1)} KB | ${first.ms.toFixed(0)} ms | ${again.ms.toFixed(1)} ms |`,
      );
    }
  }

  // 2. One cached rendition under load.
  const cachedUrl = render(800, 450);
  const cannon = await autocannon({
    url: cachedUrl,
    connections: 10,
    duration,
    headers: { accept: accept.avif },
  });

  // The same bytes as a plain object, for comparison: what /object/public serves at that size.
  const plainKey = `blog-images/${Date.now()}-plain.avif`;
  const renditionBytes = await (await fetch(cachedUrl, { headers: { accept: accept.avif } })).arrayBuffer();
  const plainUpload = await client.storage
    .from('images')
    .upload(plainKey, new Uint8Array(renditionBytes), { contentType: 'image/avif' });
  if (plainUpload.error) throw new Error(`upload failed: ${plainUpload.error.message}`);
  const plain = await autocannon({
    url: client.storage.from('images').getPublicUrl(plainKey).data.publicUrl,
    connections: 10,
    duration,
  });

  // 3. A flood of distinct widths while a REST read is probed.
  const restUrl = `${server.url}/rest/v1/blog_posts?select=id&limit=1`;
  const headers = { apikey: builtinPublishableKey };
  const idleProbe: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(restUrl, { headers })).arrayBuffer();
    idleProbe.push(performance.now() - started);
  }
  let done = false;
  const during = probe(restUrl, () => done);
  const statuses = new Map<number, number>();
  const floodStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < floodCount) {
        const width = 100 + next++;
        const res = await fetch(render(width), { headers: { accept: accept.webp } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const floodMs = performance.now() - floodStarted;
  done = true;
  const duringProbe = await during;
  const dir = path.join(server.dataDir, 'storage', 'objects', 'images', key);
  const kept = readdirSync(dir).filter((n) => n.includes('.')).length;

  const answers = [...statuses].map(([s, n]) => `${n}× ${s}`).join(', ');
  const markdown = [
    `Original: 1600×1000 PNG, ${(png.length / 1024).toFixed(0)} KB.`,
    '',
    '| rendition | answer | bytes | first (rendered) | again (from the store) |',
    '|---|---|---:|---:|---:|',
    ...rows,
    '',
    `Cached 800 px AVIF, autocannon 10 connections ${duration} s: ${cannon.requests.average.toFixed(0)} req/s, p99 ${cannon.latency.p99} ms, ${cannon.errors} errors, ${cannon.non2xx} non-2xx; the same bytes from /object/public: ${plain.requests.average.toFixed(0)} req/s, p99 ${plain.latency.p99} ms.`,
    '',
    `Flood: ${floodCount} distinct widths over 64 connections in ${(floodMs / 1000).toFixed(1)} s: ${answers}; renditions kept: ${kept}.`,
    `REST read while idle p50 ${percentile(idleProbe, 50).toFixed(1)} ms / p99 ${percentile(idleProbe, 99).toFixed(1)} ms; during the flood p50 ${percentile(duringProbe, 50).toFixed(1)} ms / p99 ${percentile(duringProbe, 99).toFixed(1)} ms (${duringProbe.length} samples).`,
  ].join('\n');
  console.log(markdown);
  saveResults('images', markdown, {
    originalBytes: png.length,
    renders,
    cached: { rps: cannon.requests.average, p99: cannon.latency.p99, errors: cannon.errors, non2xx: cannon.non2xx },
    plainObject: { rps: plain.requests.average, p99: plain.latency.p99 },
    flood: {
      count: floodCount,
      ms: floodMs,
      statuses: Object.fromEntries(statuses),
      kept,
      idleProbe: { p50: percentile(idleProbe, 50), p99: percentile(idleProbe, 99) },
      duringProbe: { p50: percentile(duringProbe, 50), p99: percentile(duringProbe, 99), n: duringProbe.length },
    },
  });
  if (args.strict) {
    const problems = [
      cannon.errors + cannon.non2xx > 0 ? 'the cached rendition had errors or non-2xx answers' : '',
      [...statuses.keys()].some((s) => s !== 200 && s !== 429) ? `the flood got ${answers}` : '',
      kept > maxVariantsPerVersion ? `${kept} renditions kept (cap ${maxVariantsPerVersion})` : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      console.error(`bench:images --strict: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  await server.stop();
}
