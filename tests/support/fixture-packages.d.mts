// Types of fixture-packages.mjs.
export function installFixturePackages(): Promise<string[]>;
export default function setup(): Promise<void>;
