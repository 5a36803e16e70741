// @r2wc/react-to-web-component reads `createElement` off React's default export. preact/compat's
// default export is an object holding all of compat (Suspense, lazy, portals, Children, …), so
// importing it keeps every part of compat in the script; this module gives r2wc the one function
// it uses and lets the rest of compat be tree-shaken.
import { createElement } from 'preact/compat';

export default { createElement };
