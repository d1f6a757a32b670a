// One page as Markdown: title, leading heading, custom ids, admonitions and
// code, with inputs and expected output side by side.
import { describe, expect, it } from 'vitest';
import { createBlockParser } from '../../cli/llms/blocks.js';
import { pageMarkdown, withSourceParts } from '../../cli/llms/page.js';

const parse = createBlockParser();
const absolutize = (written: string) => (written.startsWith('#') ? `https://x.test/page${written}` : written.replace(/^other\.md/, 'https://x.test/other'));
const md = (body: string, title = 'Page title') => pageMarkdown(parse, { title, body, absolutize });

describe('page Markdown', () => {
  it('writes the title as the one # heading, replacing a leading # heading of the body', () => {
    expect(md('\n# Old title\n\nFirst paragraph.\n')).toBe('# Page title\n\nFirst paragraph.\n');
    expect(md('Old title\n===\n\nText.')).toBe('# Page title\n\nText.\n');
    // Only a leading one: a later # heading is part of the body.
    expect(md('Intro.\n\n# Later\n')).toBe('# Page title\n\nIntro.\n\n# Later\n');
  });

  it('writes a source line under the title when asked (llms-full.txt), without the white space the page ends with', () => {
    expect(withSourceParts(md('Body.', 'T'), 'https://x.test/t').join('')).toBe('# T\n\nSource: https://x.test/t\n\nBody.');
    expect(withSourceParts(md('', 'T'), 'https://x.test/t').join('')).toBe('# T\n\nSource: https://x.test/t');
    expect(withSourceParts('# T\n\nLast line  \n\n', 'u').join('')).toBe('# T\n\nSource: u\n\nLast line');
    // The title line, the source line and the rest of the page, each its own part.
    const page = md('A long body, long enough for a slice of it to be one.\n\n', 'T');
    expect(withSourceParts(page, 'u')).toEqual(['# T', '\n\nSource: u\n', page.slice(4).trimEnd()]);
  });

  it('drops {#custom-id} from headings but not from code', () => {
    expect(md('## Install it {#install}\n\n```\n## Not a heading {#keep}\n```')).toBe('# Page title\n\n## Install it\n\n```\n## Not a heading {#keep}\n```\n');
  });

  it('makes links absolute outside code only', () => {
    expect(md('See [there](#x) and [other](other.md#y).\n\n    [indented](#code)\n\n```\n[fenced](#code)\n```')).toBe(
      '# Page title\n\nSee [there](https://x.test/page#x) and [other](https://x.test/other#y).\n\n    [indented](#code)\n\n```\n[fenced](#code)\n```\n',
    );
  });

  it('turns an untitled admonition into a blockquote led by its bold label', () => {
    expect(md(':::warning\nDo not do this.\nReally.\n:::')).toBe('# Page title\n\n> **Warning:** Do not do this.\n> Really.\n');
  });

  it('keeps a custom title in the lead and quotes every line of the body, code included', () => {
    expect(md(':::tip[Fast path]\nRun it:\n\n```bash\nrun --fast\n```\n:::\n\nAfter.')).toBe(
      '# Page title\n\n> **Tip: Fast path**\n>\n> Run it:\n>\n> ```bash\n> run --fast\n> ```\n\nAfter.\n',
    );
  });

  it('leads with the label alone when the body does not open with a paragraph', () => {
    expect(md(':::note\n- one\n- two\n:::')).toBe('# Page title\n\n> **Note:**\n>\n> - one\n> - two\n');
  });

  it('quotes nested admonitions twice, and leaves ::: inside code alone', () => {
    expect(md('::::danger Outer\nText.\n\n:::info\nInner [link](#in).\n:::\n::::\n\n```\n:::note\nnot one\n:::\n```')).toBe(
      '# Page title\n\n> **Danger: Outer**\n>\n> Text.\n>\n> > **Info:** Inner [link](https://x.test/page#in).\n\n```\n:::note\nnot one\n:::\n```\n',
    );
  });

  it('keeps an admonition inside a list item in the list', () => {
    expect(md('- Step one.\n\n  :::caution\n  Careful.\n  :::\n- Step two.')).toBe('# Page title\n\n- Step one.\n\n  > **Caution:** Careful.\n- Step two.\n');
  });

  it('reads Windows line endings and leaves a page without body as its title', () => {
    expect(md('Line one.\r\n\r\n:::info\r\nHello.\r\n:::\r\n')).toBe('# Page title\n\nLine one.\n\n> **Info:** Hello.\n');
    expect(md('')).toBe('# Page title\n');
  });
});
