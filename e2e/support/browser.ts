// Debian's Chromium, driven by playwright-core (no browser download is possible on these machines).
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed, the full Chromium otherwise.
 * Both are the same Blink; the shell leaves out the browser's own interface, which a headless run never shows: the
 * journeys alone took about a quarter less time and CPU with it (docs/decisions/0028, last section).
 */
const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH ?? candidates.find((candidate) => existsSync(candidate));
  if (!chosen || !existsSync(chosen)) {
    throw new Error(
      `Chromium was not found at ${chosen ?? candidates.join(' or ')}. Install Debian's package (apt-get update && apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  return chosen;
}
