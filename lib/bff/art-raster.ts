import sharp from 'sharp';

/**
 * The lobby's drawn art as WebP rasters, made on the web origin once per drawing and kept in
 * memory. A phone decodes a raster off its main thread; an SVG image is a document of its own to
 * parse, lay out and paint on it (lib/games/art.ts says what that cost /m/home).
 *
 * A path is attacker-controlled and every valid one is a new drawing, so making rasters is
 * bounded: a few at a time, a short queue, and beyond it no raster at all (null), which the
 * route answers with the SVG under a short cache life. Nobody can make the server do more than
 * `renders_at_once` renders at once, and nobody is refused a picture.
 */
export const artRasterLimits = { cache_entries: 1000, renders_at_once: 2, queue_max: 64, quality: 75 } as const;

const cache = new Map<string, Buffer>();
const inflight = new Map<string, Promise<Buffer | null>>();
const waiting: Array<() => void> = [];
let running = 0;

sharp.cache(false);

function remember(key: string, bytes: Buffer): void {
  cache.set(key, bytes);
  if (cache.size > artRasterLimits.cache_entries) cache.delete(cache.keys().next().value!);
}

async function slot(): Promise<void> {
  if (running < artRasterLimits.renders_at_once) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** The width the SVG declares on its root (the drawings of this repository always do). */
function svgWidth(svg: string): number {
  const m = /^<svg[^>]*\swidth="(\d+)"/.exec(svg);
  return m ? Number(m[1]) : 0;
}

async function render(svg: string, width: number): Promise<Buffer | null> {
  const intrinsic = svgWidth(svg);
  if (!intrinsic) return null;
  try {
    // Drawn at the density that gives `width` pixels, so text and strokes stay sharp rather than scaled up.
    return await sharp(Buffer.from(svg), { density: (72 * width) / intrinsic })
      .resize({ width })
      .webp({ quality: artRasterLimits.quality })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The WebP of `svg`, `width` pixels wide: from memory when made before (the newest
 * `cache_entries` drawings are kept), otherwise made now, with one render for any number of
 * simultaneous requests of it. null when the queue is full or the drawing cannot be rendered.
 */
export function rasterArt(svg: string, width: number): Promise<Buffer | null> {
  const key = `${width}:${svg}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return Promise.resolve(hit);
  }
  const pending = inflight.get(key);
  if (pending) return pending;
  if (running >= artRasterLimits.renders_at_once && waiting.length >= artRasterLimits.queue_max) return Promise.resolve(null);
  const made = (async () => {
    await slot();
    try {
      const bytes = await render(svg, width);
      if (bytes) remember(key, bytes);
      return bytes;
    } finally {
      release();
      inflight.delete(key);
    }
  })();
  inflight.set(key, made);
  return made;
}

/** How many drawings are kept and how many renders are running or waiting (for tests and ops). */
export function artRasterState(): { cached: number; running: number; waiting: number } {
  return { cached: cache.size, running, waiting: waiting.length };
}
