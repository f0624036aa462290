// The running build's version, from the root package.json.
import { readFileSync } from 'node:fs';
import { serverFile } from './paths';

const pkg = JSON.parse(readFileSync(serverFile('../package.json'), 'utf8')) as { version: string };
export const version = pkg.version;
