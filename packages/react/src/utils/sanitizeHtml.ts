const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'H3', 'H4', 'H5', 'A', 'SPAN', 'BLOCKQUOTE', 'SMALL', 'SUP', 'SUB']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'svg', 'MATH', 'FORM', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

// A stand-in origin for the page: what resolves onto it is a path on the store itself. `.invalid`
// is reserved, so no real link can name it.
const HERE = 'https://here.invalid';

/**
 * How a link of catalogue HTML may be kept. The browser's own URL parser decides, not a pattern
 * on the text: it is what the browser will follow, so `//host`, `/\host`, `\\host`, mixed case,
 * tabs and newlines inside the scheme and entity-encoded characters (already decoded by the
 * HTML parser) are all seen as the site they really lead to.
 * @returns the href to write and whether it leaves the store, or null to drop the href
 */
function classifyHref(raw: string | null): { href: string; offSite: boolean } | null {
  if (raw === null) return null;
  // what URL parsing itself ignores: tabs and newlines anywhere, controls and spaces at the ends
  const href = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (href.startsWith('#')) return { href, offSite: false };
  let url: URL;
  try {
    url = new URL(href, `${HERE}/`);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return { href: url.href, offSite: false };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === HERE) {
    // a path on the store: root-relative only (a bare relative path depends on the page it lands on)
    return href.startsWith('/') ? { href: url.pathname + url.search + url.hash, offSite: false } : null;
  }
  // an ordinary absolute URL is kept as written; anything odder (`//`, backslashes) as the browser reads it
  return { href: /^https?:\/\/[^\\]*$/i.test(href) ? href : url.href, offSite: true };
}

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
    const link = classifyHref(el.getAttribute('href'));
    if (link) out.setAttribute('href', link.href);
    if (link?.offSite) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

/**
 * Reduces catalogue HTML (descriptions, requirements) to a safe subset: text formatting, lists
 * and links; scripts, styles, frames, forms, event handlers and other attributes are dropped.
 * A link that leaves the store (any other host, however it is written: `https://`, `//host`,
 * `/\host`) opens in a new tab with `rel="noopener noreferrer nofollow"`; store paths, `#`
 * routes and `mailto:` stay as they are; anything else loses its href. The server sends
 * catalogue HTML as it is stored, so this is the one place it is made safe.
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
