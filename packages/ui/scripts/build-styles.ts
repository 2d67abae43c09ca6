/**
 * Builds the two stylesheets of the published package from the one set of tokens:
 * - dist/styles.css: tokens plus every utility the widgets use, for apps without Tailwind;
 * - dist/theme.css: tokens plus a Tailwind v4 `@theme` that names them, for apps on Tailwind, which then add
 *   `@source` for this package's dist folder so the widgets' classes are generated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import tailwindConfig from '../../../tailwind.config';

type TokenValue = string | { DEFAULT: string; foreground: string };

function themeVariables(prefix: string, tokens: Record<string, TokenValue>): string[] {
  return Object.entries(tokens).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`  --${prefix}-${name}: ${value};`]
      : [
          `  --${prefix}-${name}: ${value.DEFAULT};`,
          `  --${prefix}-${name}-foreground: ${value.foreground};`,
        ],
  );
}

const { colors, borderRadius, fontFamily, boxShadow } = tailwindConfig.theme.extend;
const theme = [
  '/* @segno/ui theme for Tailwind CSS v4. Generated from tailwind.config.ts and tokens.css; do not edit. */',
  readFileSync('src/styles/tokens.css', 'utf8').trim(),
  '',
  '@theme inline {',
  ...themeVariables('color', colors),
  ...themeVariables('radius', borderRadius),
  ...themeVariables('font', fontFamily),
  ...themeVariables('shadow', boxShadow),
  '}',
  '',
].join('\n');
writeFileSync('dist/theme.css', theme);

execFileSync(
  'npx',
  ['--no-install', '@tailwindcss/cli', '-i', 'src/styles/index.css', '-o', 'dist/styles.css', '--minify'],
  { stdio: 'inherit' },
);
