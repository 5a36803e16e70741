import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { productSchema, type Review } from '@d2d/contract';
import { ProductSummary } from '../components/ProductSummary/ProductSummary.js';
import { ReviewList } from '../components/ReviewList/ReviewList.js';
import { parseFixture } from '../fixtures/parseFixture.js';
import { productDetail } from '../fixtures/products.js';
import { reportFigure } from '../../../../tests/reliability/reportFigure.js';

afterEach(cleanup);

/**
 * Vectors of the OWASP XSS Filter Evasion Cheat Sheet: script tags, event handlers on many
 * elements, `javascript:` and `data:` URLs with the obfuscations browsers forgive (case, entities,
 * tabs and newlines, NUL), SVG and MathML, style and import tricks, broken markup and comments.
 */
const VECTORS = [
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script>alert(1)</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">entities</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex</a>',
  '<a href="jav\tascript:alert(\'XSS\');">tab</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">encoded tab</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">newline</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">spaces</a>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://xss.example/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<svg/onload=alert(\'XSS\')>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<STYLE>@import\'https://xss.example/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<!--[if gte IE 4]><SCRIPT>alert(\'XSS\');</SCRIPT><![endif]-->',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%" onclick="alert(1)">cover</p>',
  '"><img src=x onerror=alert(1)>',
  '\'><script>alert(1)</script>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** What would run or load code if the browser met it in the rendered tree. */
function liveParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'style', 'svg', 'math', 'form', 'img', 'video', 'source', 'input', 'details', 'template'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'background' || name === 'dynsrc' || name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'data', 'xlink:href'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u001f]/g, ''))) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

describe('the OWASP XSS corpus in catalogue and review text', () => {
  it('should render every vector inert in a product description and its requirements', () => {
    let checked = 0;
    for (const vector of VECTORS) {
      const product = parseFixture('xss', productSchema, { ...productDetail, description: `<p>Before</p>${vector}<p>After</p>`, requirements: vector });
      const { container, unmount } = render(<ProductSummary product={product} productHref={(p) => `#!/p/${p.id}`} />);
      const prose = [...container.querySelectorAll('.d2d-prose')];
      expect(prose.length, vector).toBe(2);
      for (const part of prose) expect(liveParts(part), vector).toEqual([]);
      // the harmless text before the vector survives (an unclosed tag may swallow what follows, as in a browser)
      expect(prose[1]?.textContent, vector).toContain('Before');
      unmount();
      checked += 1;
    }
    reportFigure(`${checked} vectors, 0 live in descriptions`);
  });

  it('should show every vector as plain text in a review title and body', async () => {
    const reviews: Review[] = VECTORS.map((vector, i) => ({ id: i + 1, title: vector.slice(0, 120), body: vector, score: 5, reviewerName: vector.slice(0, 40), dateCreated: '2024-03-05' }));
    const { container } = render(<ReviewList siteId={1} loadPage={async () => ({ items: reviews, isLastPage: true })} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(VECTORS.length));
    for (const article of container.querySelectorAll('article')) expect(liveParts(article)).toEqual([]);
    // written as text: the vector's characters are on screen as the reviewer typed them
    expect(container.textContent).toContain('<script>alert(1)</script>');
    reportFigure(`${VECTORS.length} vectors, 0 live in reviews`);
  });
});
