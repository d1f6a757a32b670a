// cli/content/plugins/images.ts: an image beside the page points at its
// copy in the build; one under static/ (root-relative) gets the base URL;
// remote images stay; a path that names no file is a warning at its line.
import { describe, expect, it } from 'vitest';
import type { ImageResolver } from '../../../cli/content/env.js';
import { diagnosticsOf, renderPage } from '../../support/markdown.js';

/** Knows one file beside the page: ./img/flow.png. */
const resolveImage: ImageResolver = (written) =>
  written === './img/flow.png' ? { href: '/base/assets/flow-0123456789.png', output: 'assets/flow-0123456789.png', absolute: '/site/docs/guide/img/flow.png' } : null;

describe('images', () => {
  it('points a relative image at its hashed copy and records the file to copy', () => {
    const { html, env } = renderPage('![A flow](./img/flow.png)\n', { resolveImage });
    expect(html).toBe('<p><img src="/base/assets/flow-0123456789.png" alt="A flow"></p>\n');
    expect([...env.copies]).toEqual([['assets/flow-0123456789.png', '/site/docs/guide/img/flow.png']]);
  });

  it('puts the base URL in front of a root-relative image, keeping its query and fragment', () => {
    expect(renderPage('![logo](/img/logo.svg) ![v](/img/logo.svg?v=2#dark) ![again](/base/img/logo.svg)\n', { resolveImage }).html).toBe(
      '<p><img src="/base/img/logo.svg" alt="logo"> <img src="/base/img/logo.svg?v=2#dark" alt="v"> <img src="/base/img/logo.svg" alt="again"></p>\n',
    );
  });

  it('leaves remote and protocol-relative images as written', () => {
    expect(renderPage('![remote](https://example.com/x.png) ![cdn](//cdn.example.com/x.png)\n', { resolveImage }).html).toBe(
      '<p><img src="https://example.com/x.png" alt="remote"> <img src="//cdn.example.com/x.png" alt="cdn"></p>\n',
    );
  });

  it('warns at the line of an image that names no file, leaving it as written', () => {
    const { html, env } = renderPage('Text.\n\n![gone](./img/gone.png)\n', { resolveImage });
    expect(html).toBe('<p>Text.</p>\n<p><img src="./img/gone.png" alt="gone"></p>\n');
    expect(diagnosticsOf(env)).toEqual(['3 broken-image: Image "./img/gone.png" names no file']);
    expect(env.copies.size).toBe(0);
  });

  it('leaves relative images as written where no files are known (an API description)', () => {
    const { html, env } = renderPage('![A flow](./img/flow.png)\n');
    expect(html).toBe('<p><img src="./img/flow.png" alt="A flow"></p>\n');
    expect(diagnosticsOf(env)).toEqual([]);
  });
});
