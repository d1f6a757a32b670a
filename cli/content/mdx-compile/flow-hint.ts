// Why a component's bundle failed, when esbuild's message does not say it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A syntax error in a JavaScript file that is Flow-typed (React Native and
 * Meta's sites write their components so): esbuild reads TypeScript in .ts
 * and .tsx files, not Flow, and its message ("Expected ")" but found ":"")
 * does not say why.
 */
export function flowHint(message: { text: string; location?: { file: string; line: number } | null }, siteDir: string): string | undefined {
  const file = message.location?.file;
  if (!file || !/\.[cm]?jsx?$/.test(file)) return undefined;
  let text: string;
  try {
    text = readFileSync(path.resolve(siteDir, file), 'utf8');
  } catch {
    return undefined;
  }
  const flow = /@flow\b/.test(text) || /^\s*(?:import|export)\s+type\s+[\w{]/m.test(text) || /found ":"|Unexpected ":"/.test(message.text);
  return flow ? `${file} looks Flow-typed (type annotations in a JavaScript file), which brokerdocs cannot read: take the annotations out, or rename it to .tsx and write them as TypeScript.` : undefined;
}
