// Which built files a browser loads for the app's first load and for each lazy chunk, read from Vite's manifest
// (build.manifest). Pure: sizes are measured by the caller.

/**
 * The manifest keys a chunk brings in: itself and its static imports, recursively, each once.
 * @param {Record<string, { imports?: string[] }>} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The JavaScript and CSS files of a set of chunks, each once, in manifest order.
 * @param {Record<string, { file: string, css?: string[] }>} manifest
 * @param {Set<string>} keys
 */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!keys.has(key)) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The first load (the given chunks, usually the entry and the lazy chunks its first routes load, with their static
 * imports) and every other lazy chunk with the static imports it adds to the first load. `afterFirstPaintKeys`:
 * lazy chunks the first screen fetches as soon as it has painted, so any screen opened after it finds them loaded;
 * each is listed with what it adds to the first load, and the others with what they add to both.
 * @param {Record<string, { file: string, src?: string, isDynamicEntry?: boolean, imports?: string[], css?: string[] }>} manifest
 * @param {string[]} firstLoadKeys
 * @param {string[]} [afterFirstPaintKeys]
 */
export function appLoads(manifest, firstLoadKeys, afterFirstPaintKeys = []) {
  const firstLoadChunks = staticClosure(manifest, firstLoadKeys);
  const firstLoad = filesOf(manifest, firstLoadChunks);
  const inFirstLoad = new Set([...firstLoad.js, ...firstLoad.css]);
  const afterFirstPaint = filesOf(manifest, staticClosure(manifest, afterFirstPaintKeys));
  const inFirstLoadOrAfter = new Set([...inFirstLoad, ...afterFirstPaint.js, ...afterFirstPaint.css]);
  const lazyChunks = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !firstLoadChunks.has(key))
    .map((key) => {
      const files = filesOf(manifest, staticClosure(manifest, [key]));
      const loaded = afterFirstPaintKeys.includes(key) ? inFirstLoad : inFirstLoadOrAfter;
      const added = (list) => list.filter((file) => !loaded.has(file));
      return { key, js: added(files.js), css: added(files.css) };
    });
  return { firstLoad, lazyChunks };
}
