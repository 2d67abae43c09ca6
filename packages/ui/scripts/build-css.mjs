// Builds dist/styles.css: the tokens and every utility the widgets use, for apps without Tailwind.
import { execFileSync } from 'node:child_process';

execFileSync(
  'npx',
  ['--no-install', '@tailwindcss/cli', '-i', 'src/styles/index.css', '-o', 'dist/styles.css', '--minify'],
  { stdio: 'inherit' },
);
