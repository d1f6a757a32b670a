// Classic cross-site scripting payloads. Each one, if it ever ran, either sets
// `window.__xss` to its number or opens a dialog (alert/confirm/prompt), so a
// test can tell that it ran and which one it was. They break out of text, of
// double- and single-quoted attributes, of <script> data and comments, of
// <title> and <textarea>, and try javascript: URLs, event handlers, SVG and
// MathML parsing quirks, template syntax and line separators.
export const PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=2</script>',
  "'><script>window.__xss=3</script>",
  '<img src=x onerror="window.__xss=4">',
  '<svg onload="window.__xss=5">',
  '<svg><script>window.__xss=6</script></svg>',
  'javascript:window.__xss=7',
  'JaVaScRiPt:window.__xss=8',
  '<iframe src="javascript:parent.__xss=9"></iframe>',
  '<a href="javascript:window.__xss=10">click</a>',
  '<body onload="window.__xss=11">',
  '<details open ontoggle="window.__xss=12">',
  '<input autofocus onfocus="window.__xss=13">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=14">',
  '</script><script>window.__xss=15</script>',
  '<!--<script>window.__xss=16</script>-->',
  '--><script>window.__xss=17</script>',
  '</title><script>window.__xss=18</script>',
  '</textarea><script>window.__xss=19</script>',
  '" onmouseover="window.__xss=20" x="',
  "' autofocus onfocus='window.__xss=21' x='",
  '<object data="javascript:window.__xss=23"></object>',
  '<embed src="javascript:window.__xss=24">',
  '<form action="javascript:window.__xss=25"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=26">',
  '\u2028\u2029</script><script>window.__xss=28</script>',
  "{{constructor.constructor('window.__xss=29')()}}",
  '<img src=x onerror=alert(30)>',
  '<svg/onload=confirm(31)>',
  '${prompt(32)}',
  '<x onclick=alert(33) style="display:block;position:fixed;inset:0">click</x>',
  '<style>*{background:url("javascript:window.__xss=34")}</style>',
];

/** What a page reports after the payloads had their chance: the flag and every dialog opened. */
export interface Executions {
  flag: unknown;
  dialogs: string[];
}
