// Mermaid diagrams (`<pre class="mermaid">`, from ```mermaid fences), drawn
// on the pages that have them: this script is loaded by those pages alone,
// which the router loads in full so that it runs (cli/render/full-load.ts).
// Without JavaScript the diagram's source stays on the page as text. Drawn in
// the colour mode shown, and again when the reader switches it.
import mermaid from 'mermaid';

const blocks = [...document.querySelectorAll<HTMLElement>('pre.mermaid')];
// Mermaid replaces a block's text with its drawing: the source is kept to draw it again.
const sources = blocks.map((block) => block.textContent ?? '');
let drawing: Promise<void> = Promise.resolve();
let shownTheme: string | undefined;

function draw(): void {
  const theme = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default';
  if (theme === shownTheme) return;
  shownTheme = theme;
  drawing = drawing.then(async () => {
    // `strict`: labels are sanitised and a diagram's click handlers do not run.
    mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict' });
    blocks.forEach((block, i) => {
      block.removeAttribute('data-processed');
      block.textContent = sources[i]!;
    });
    // A diagram that does not parse shows Mermaid's error in its place; the others are drawn.
    await mermaid.run({ nodes: blocks, suppressErrors: true });
  });
}

if (blocks.length) {
  draw();
  new MutationObserver(draw).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
