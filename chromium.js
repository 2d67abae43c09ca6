/**
 * Debian's Chromium, as every browser test here launches it: no test tool may download a browser on these
 * machines. The flags keep it from reaching for the network, which is closed.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
