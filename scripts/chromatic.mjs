// Publishes the Storybook to Chromatic for visual review when the team has a project token.
import { spawnSync } from 'node:child_process';

if (process.env.CHROMATIC_PROJECT_TOKEN) {
  const result = spawnSync(
    './node_modules/.bin/chromatic',
    ['--build-script-name', 'build:storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} else {
  console.info(
    'chromatic: no CHROMATIC_PROJECT_TOKEN set, so nothing was published. Set it to run visual review.',
  );
}
