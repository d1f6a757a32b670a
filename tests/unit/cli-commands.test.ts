// The commands that load a site's config start esbuild's process before the
// CLI has finished loading (cli/config/esbuild-early.ts): the list must name
// real commands, and every command that reads docs.config.ts.
import { describe, expect, it } from 'vitest';
import { LOADS_CONFIG } from '../../cli/config/esbuild-early.js';
import { createProgram } from '../../cli/main.js';

describe('commands that load the config', () => {
  it('are commands of the CLI, every one but help', () => {
    const commands = createProgram().commands.map((command) => command.name());
    expect([...LOADS_CONFIG].sort()).toEqual(commands.filter((name) => name !== 'help').sort());
  });
});
