// The `brokerdocs` command: its subcommands, one file each in commands/. The
// only module that turns a thrown usage error or crash into an exit code:
// 0 ok, 1 the site has errors, 2 bad usage.
// First: starts esbuild's process while the other modules load.
import './config/esbuild-early.js';
import { Command, CommanderError } from 'commander';
import pc from 'picocolors';
import { registerBuildCommand } from './commands/build.js';
import { registerCheckCommand } from './commands/check.js';
import { registerDiffCommand } from './commands/diff.js';
import { registerDevCommand } from './commands/dev.js';
import { registerServeCommand } from './commands/serve.js';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE, USAGE_ERROR } from './commands/shared.js';
import { registerVersionCommand } from './commands/version.js';
import { registerVerifyCommand } from './commands/verify.js';
import { registerWriteTranslationsCommand } from './commands/write-translations.js';
import { packageVersion } from './version.js';

export function createProgram(): Command {
  const program = new Command('brokerdocs')
    .description('Build, check and serve documentation sites from Markdown and OpenAPI.')
    .version(packageVersion(), '-V, --version', 'print the version of brokerdocs')
    .exitOverride()
    .showHelpAfterError();
  registerBuildCommand(program);
  registerCheckCommand(program);
  registerServeCommand(program);
  registerDevCommand(program);
  registerWriteTranslationsCommand(program);
  registerVersionCommand(program);
  registerDiffCommand(program);
  registerVerifyCommand(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (caught) {
    if (caught instanceof CommanderError) {
      if (caught.code === USAGE_ERROR) console.error(caught.message);
      // Help and version are successful exits; anything else is bad usage.
      process.exitCode = caught.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
      return;
    }
    console.error(pc.red('brokerdocs crashed:'), caught);
    process.exitCode = EXIT_ERRORS;
  }
}
