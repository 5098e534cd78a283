/**
 * Debian's Chromium, which every browser run drives (no browser is ever downloaded), and the flags
 * it needs here: no sandbox as root, and no background traffic, which this machine's closed network
 * refuses many times over at each start.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
