/**
 * Shared building blocks: typography on the store root, buttons, form fields, focus rings,
 * skeletons and the visually-hidden helper. Everything is scoped to `d2d-` classes so the sheet
 * can sit in a host page without restyling it.
 * @module
 */
/** The store root and the shadow host: typography, box sizing, links, focus rings, the visually-hidden helper and the skip link. */
export const root = /* css */ `
:host { display: block; }
.d2d-app, :host {
  font-family: var(--d2d-font);
  font-size: var(--d2d-font-size);
  line-height: var(--d2d-line-height);
  color: var(--d2d-color-text);
  background: var(--d2d-color-bg);
  -webkit-font-smoothing: antialiased;
}
.d2d-app *, .d2d-app *::before, .d2d-app *::after,
:host *, :host *::before, :host *::after { box-sizing: border-box; }
/* :where() keeps these at element specificity, so every d2d- class (buttons, cards) wins over them */
:where(.d2d-app) img, :host :where(img) { max-width: 100%; height: auto; display: block; }
:where(.d2d-app) a, :host :where(a) { color: var(--d2d-color-accent); text-decoration: none; }
:where(.d2d-app) a:where(:hover), :host :where(a:hover) { color: var(--d2d-color-accent-hover); text-decoration: underline; }
/* a link inside running text must not differ by colour alone (WCAG 1.4.1) */
:where(.d2d-app) :where(p) a, :host :where(p a) { text-decoration: underline; }
:where(.d2d-app) :focus-visible, :host :where(:focus-visible) {
  outline: 3px solid var(--d2d-color-focus);
  outline-offset: 2px;
}
.d2d-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.d2d-skip-link { position: absolute; left: -9999px; top: 0; z-index: 100; }
.d2d-skip-link:focus {
  left: calc(var(--d2d-space) * 2); top: calc(var(--d2d-space) * 2);
  padding: var(--d2d-space) calc(var(--d2d-space) * 2);
  background: var(--d2d-color-accent); color: var(--d2d-color-accent-text);
  border-radius: var(--d2d-radius-sm);
}
`;

/** Buttons and icon buttons. */
export const buttons = /* css */ `
.d2d-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--d2d-space);
  min-height: 40px; padding: 0 calc(var(--d2d-space) * 2);
  font: inherit; font-weight: 600; line-height: 1;
  color: var(--d2d-color-text); background: var(--d2d-color-surface-3);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm);
  cursor: pointer; transition: background var(--d2d-transition), color var(--d2d-transition);
  text-decoration: none; white-space: nowrap;
}
.d2d-button:hover:not(:disabled) { background: var(--d2d-color-border); text-decoration: none; color: var(--d2d-color-text); }
.d2d-button:disabled, .d2d-button[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
.d2d-button--primary { background: var(--d2d-color-accent); color: var(--d2d-color-accent-text); border-color: transparent; }
.d2d-button--primary:hover:not(:disabled) { background: var(--d2d-color-accent-hover); color: var(--d2d-color-accent-text); }
.d2d-button--buy { background: var(--d2d-color-sale); color: var(--d2d-color-sale-text); border-color: transparent; }
.d2d-button--buy:hover:not(:disabled) { filter: brightness(1.1); background: var(--d2d-color-sale); color: var(--d2d-color-sale-text); }
.d2d-button--ghost { background: transparent; border-color: transparent; }
.d2d-button--ghost:hover:not(:disabled) { background: var(--d2d-color-surface-2); }
.d2d-button--danger { background: transparent; color: var(--d2d-color-danger); border-color: var(--d2d-color-danger); }
.d2d-button--small { min-height: 32px; padding: 0 var(--d2d-space); font-size: var(--d2d-font-size-sm); }
.d2d-button--block { width: 100%; }
.d2d-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; padding: 0;
  font: inherit; color: var(--d2d-color-text); background: var(--d2d-color-surface-2);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-pill); cursor: pointer;
}
.d2d-icon-button:disabled { opacity: 0.4; cursor: not-allowed; }
.d2d-icon-button svg { width: 20px; height: 20px; fill: currentColor; }
`;

/** Form fields: inputs, selects, text areas, check boxes and their labels and errors. */
export const fields = /* css */ `
.d2d-field { display: grid; gap: 4px; margin-bottom: calc(var(--d2d-space) * 1.5); }
.d2d-field__label { font-size: var(--d2d-font-size-sm); font-weight: 600; color: var(--d2d-color-muted); }
.d2d-field__error { font-size: var(--d2d-font-size-sm); color: var(--d2d-color-danger); margin: 0; }
.d2d-field__hint { font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); margin: 0; }
.d2d-input, .d2d-select, .d2d-textarea {
  width: 100%; min-height: 40px; padding: 8px 12px;
  font: inherit; color: var(--d2d-color-text); background: var(--d2d-color-bg);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm);
}
.d2d-textarea { min-height: 96px; resize: vertical; }
.d2d-input:disabled, .d2d-select:disabled, .d2d-textarea:disabled { opacity: 0.6; }
.d2d-input[aria-invalid="true"], .d2d-textarea[aria-invalid="true"] { border-color: var(--d2d-color-danger); }
.d2d-input::placeholder { color: var(--d2d-color-muted); }
.d2d-checkbox { display: flex; align-items: center; gap: var(--d2d-space); cursor: pointer; min-height: 32px; }
.d2d-checkbox input { width: 18px; height: 18px; accent-color: var(--d2d-color-accent); }
.d2d-form-error { color: var(--d2d-color-danger); margin: var(--d2d-space) 0; }
`;

/** Loading skeletons, and reduced motion for everything. */
export const skeleton = /* css */ `
.d2d-skeleton {
  display: block; border-radius: var(--d2d-radius-sm);
  background: linear-gradient(90deg, var(--d2d-color-skeleton) 25%, var(--d2d-color-skeleton-shine) 37%, var(--d2d-color-skeleton) 63%);
  background-size: 400% 100%;
  animation: d2d-shimmer 1.4s ease infinite;
}
.d2d-skeleton--text { height: 1em; margin: 0.35em 0; }
@keyframes d2d-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) {
  .d2d-skeleton { animation: none; }
  .d2d-app *, :host * { transition-duration: 0ms !important; scroll-behavior: auto !important; }
}
`;

/** Spinner, empty states, alerts and headings. */
export const feedback = /* css */ `
.d2d-spinner {
  width: 32px; height: 32px; border-radius: 50%;
  border: 3px solid var(--d2d-color-border); border-top-color: var(--d2d-color-accent);
  animation: d2d-spin 0.8s linear infinite;
}
@keyframes d2d-spin { to { transform: rotate(360deg); } }
.d2d-empty { padding: calc(var(--d2d-space) * 4) calc(var(--d2d-space) * 2); text-align: center; color: var(--d2d-color-muted); font-size: var(--d2d-font-size-lg); }
.d2d-alert { padding: calc(var(--d2d-space) * 1.5); border-radius: var(--d2d-radius-sm); background: var(--d2d-color-surface-2); border-left: 4px solid var(--d2d-color-warning); }
.d2d-alert--error { border-left-color: var(--d2d-color-danger); }
.d2d-alert--info { border-left-color: var(--d2d-color-accent); }
.d2d-heading { margin: 0 0 calc(var(--d2d-space) * 2); font-size: 1.5rem; line-height: 1.2; }
.d2d-subheading { margin: calc(var(--d2d-space) * 3) 0 var(--d2d-space); font-size: 1.15rem; }
`;

/** All of the above, in order (each piece starts and ends with a line break). */
export const base: string = /* @__PURE__ */ [root, buttons, fields, skeleton, feedback].join('');
