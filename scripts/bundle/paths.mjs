// Where the bundles go, for every part of the bundling.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(root, 'dist');
export const runtimeOut = path.join(dist, 'runtime');
