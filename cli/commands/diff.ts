// `brokerdocs diff <old> <new>`: what changed between two OpenAPI documents
// (files, or version names of the site), classified as breaking (for clients
// or servers), non-breaking or deprecation. Exit 0, or 1 with `--fail-on`
// when a change of that kind is found, or 2 when an input cannot be read.
import { Command, Option } from 'commander';
import pc from 'picocolors';
import { colorsFor } from '../report.js';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE } from './shared.js';

const FORMATS = ['text', 'markdown', 'json'] as const;
const FAIL_ON = ['breaking', 'any', 'none'] as const;

interface DiffOptions {
  format: (typeof FORMATS)[number];
  failOn: (typeof FAIL_ON)[number];
  site: string;
}

export function registerDiffCommand(program: Command): void {
  program
    .command('diff')
    .description('list what changed between two OpenAPI documents, and which changes break clients or servers')
    .argument('<old>', 'the older document: a file, or a docs version of the site (current, 1.8)')
    .argument('<new>', 'the newer document: a file, or a docs version of the site')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('text'))
    .addOption(new Option('--fail-on <kind>', 'exit 1 when a change of this kind is found').choices(FAIL_ON).default('none'))
    .option('--site <dir>', 'the site whose versions name documents', '.')
    .action(async (oldArgument: string, newArgument: string, options: DiffOptions) => {
      const [{ readDiffInput }, { diffDocuments }] = await Promise.all([import('../diff/inputs.js'), import('../diff/diff-documents.js')]);
      const [before, after] = await Promise.all([readDiffInput(oldArgument, options.site), readDiffInput(newArgument, options.site)]);
      if ('problem' in before || 'problem' in after) {
        for (const [argument, input] of [[oldArgument, before], [newArgument, after]] as const) if ('problem' in input) console.error(`${pc.red('Cannot read')} ${argument}: ${input.problem}`);
        process.exitCode = EXIT_USAGE;
        return;
      }
      const changes = diffDocuments(before.side.loaded, after.side.loaded);
      if (options.format === 'json') {
        const { formatJson } = await import('../diff/format-json.js');
        console.log(formatJson(changes));
      } else if (options.format === 'markdown') {
        const { formatMarkdown } = await import('../diff/format-markdown.js');
        console.log(formatMarkdown(changes, { heading: `# Changes from ${oldArgument} to ${newArgument}` }).trimEnd());
      } else {
        const [{ formatText }, { locatorFor }] = await Promise.all([import('../diff/format-text.js'), import('../diff/inputs.js')]);
        const locate = { before: locatorFor(before.side), after: locatorFor(after.side) };
        console.log(formatText(changes, locate, colorsFor(process.stdout, process.env)));
      }
      const fails = options.failOn === 'any' ? changes.length > 0 : options.failOn === 'breaking' ? changes.some((change) => change.kind === 'breaking') : false;
      process.exitCode = fails ? EXIT_ERRORS : EXIT_OK;
    });
}
