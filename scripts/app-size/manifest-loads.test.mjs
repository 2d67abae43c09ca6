import { describe, expect, it } from 'vitest';
import { appLoads, filesOf, staticClosure } from './manifest-loads.mjs';

/** A build like the app's: an entry, a shared chunk, two lazy routes sharing a chunk, one importing another lazily. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/leaderboard.tsx', 'src/editor.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_flow.js': { file: 'assets/flow.js', imports: ['_react.js'], css: ['assets/flow.css'] },
  'src/leaderboard.tsx': {
    file: 'assets/leaderboard.js',
    src: 'src/leaderboard.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js'],
  },
  'src/editor.tsx': {
    file: 'assets/editor.js',
    src: 'src/editor.tsx',
    isDynamicEntry: true,
    imports: ['_flow.js', 'index.html'],
    dynamicImports: ['src/charts.ts'],
  },
  'src/charts.ts': {
    file: 'assets/charts.js',
    src: 'src/charts.ts',
    isDynamicEntry: true,
    imports: ['_flow.js'],
  },
  'logo.svg': { file: 'assets/logo.svg', src: 'logo.svg' },
};

describe('staticClosure', () => {
  it('follows static imports, each chunk once, through cycles, and not dynamic imports', () => {
    expect(staticClosure(manifest, ['src/editor.tsx'])).toEqual(
      new Set(['src/editor.tsx', 'index.html', '_react.js', '_flow.js']),
    );
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow('src/missing.tsx');
  });
});

describe('filesOf', () => {
  it('lists JavaScript and CSS apart, each file once, and leaves other assets out', () => {
    expect(filesOf(manifest, new Set(['index.html', '_flow.js', 'src/charts.ts', 'logo.svg']))).toEqual({
      js: ['assets/index.js', 'assets/flow.js', 'assets/charts.js'],
      css: ['assets/index.css', 'assets/flow.css'],
    });
  });
});

describe('appLoads', () => {
  it('counts the entry with its static imports as the first load', () => {
    expect(appLoads(manifest, ['index.html']).firstLoad).toEqual({
      js: ['assets/index.js', 'assets/react.js'],
      css: ['assets/index.css'],
    });
  });

  it('gives each lazy chunk the files it adds to the first load, shared chunks in each', () => {
    expect(appLoads(manifest, ['index.html']).lazyChunks).toEqual([
      { key: 'src/leaderboard.tsx', js: ['assets/leaderboard.js'], css: [] },
      { key: 'src/editor.tsx', js: ['assets/flow.js', 'assets/editor.js'], css: ['assets/flow.css'] },
      { key: 'src/charts.ts', js: ['assets/flow.js', 'assets/charts.js'], css: ['assets/flow.css'] },
    ]);
  });

  it('puts a lazy chunk the first routes load into the first load, and no longer lists it', () => {
    const loads = appLoads(manifest, ['index.html', 'src/leaderboard.tsx']);
    expect(loads.firstLoad.js).toEqual(['assets/index.js', 'assets/react.js', 'assets/leaderboard.js']);
    expect(loads.lazyChunks.map((chunk) => chunk.key)).toEqual(['src/editor.tsx', 'src/charts.ts']);
  });

  it('counts what the first screen fetches once painted as loaded for the chunks opened after it', () => {
    const loads = appLoads(manifest, ['index.html'], ['src/charts.ts']);
    expect(loads.firstLoad.js).toEqual(['assets/index.js', 'assets/react.js']);
    expect(loads.lazyChunks).toEqual([
      { key: 'src/leaderboard.tsx', js: ['assets/leaderboard.js'], css: [] },
      { key: 'src/editor.tsx', js: ['assets/editor.js'], css: [] },
      { key: 'src/charts.ts', js: ['assets/flow.js', 'assets/charts.js'], css: ['assets/flow.css'] },
    ]);
  });
});
