// Before any journey: Debian's Chromium must be there (we never download a browser), and the web
// bundles must be built once so each journey's server starts quickly.
import { chromiumPath } from './support/browser';
import { ensureWebBuild } from '../scripts/web-build.mjs';

export default function setup() {
  chromiumPath();
  ensureWebBuild();
}
