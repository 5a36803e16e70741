const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'H3', 'H4', 'H5', 'A', 'SPAN', 'BLOCKQUOTE', 'SMALL', 'SUP', 'SUB']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'svg', 'MATH', 'FORM', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  if (DROP_WITH_CONTENT.has(el.tagName)) return null;
  const children = [...el.childNodes].map((c) => clean(c, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED.has(el.tagName)) {
    // unknown wrappers (div, font, …) keep their text but not themselves
    const fragment = doc.createDocumentFragment();
    children.forEach((c) => fragment.appendChild(c));
    return fragment;
  }
  const out = doc.createElement(el.tagName.toLowerCase());
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|#!\/|\/)/i.test(href.trim())) out.setAttribute('href', href.trim());
    if (/^https?:/i.test(href.trim())) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

/**
 * Reduces catalogue HTML (descriptions, requirements) to a safe subset: text formatting, lists
 * and http(s) links; scripts, styles, frames, forms, event handlers and other attributes are
 * dropped. The server sanitises too; this keeps the page safe against any server that does not.
 * @param html - HTML from the catalogue.
 * @returns Safe HTML for `dangerouslySetInnerHTML`.
 * @example
 * sanitizeHtml('<p onclick="x()">Hi<script>bad()</script></p>'); // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = parsed.implementation.createHTMLDocument('');
  const container = doc.createElement('div');
  [...parsed.body.childNodes].forEach((n) => {
    const c = clean(n, doc);
    if (c) container.appendChild(c);
  });
  return container.innerHTML;
}
