/** Dialogs and popovers. @module */
/** Modal dialogs. */
export const dialogs = /* css */ `
.d2d-dialog__backdrop {
  position: fixed; inset: 0; z-index: 1000;
  display: grid; place-items: center; padding: calc(var(--d2d-space) * 2);
  background: var(--d2d-color-overlay);
  font-family: var(--d2d-font); color: var(--d2d-color-text); line-height: var(--d2d-line-height);
}
.d2d-dialog {
  box-sizing: border-box; width: 100%; max-height: calc(100vh - 32px); overflow: auto;
  display: flex; flex-direction: column;
  background: var(--d2d-color-surface); color: var(--d2d-color-text);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius);
  box-shadow: var(--d2d-shadow);
}
.d2d-dialog:focus { outline: none; }
.d2d-dialog *, .d2d-dialog *::before, .d2d-dialog *::after { box-sizing: border-box; }
.d2d-dialog--small { max-width: 420px; }
.d2d-dialog--medium { max-width: 560px; }
.d2d-dialog--large { max-width: 960px; }
.d2d-dialog__header {
  display: flex; align-items: center; justify-content: space-between; gap: var(--d2d-space);
  padding: calc(var(--d2d-space) * 2) calc(var(--d2d-space) * 2.5);
  border-bottom: 1px solid var(--d2d-color-border);
}
.d2d-dialog__title { margin: 0; font-size: var(--d2d-font-size-lg); line-height: 1.3; }
.d2d-dialog__close { flex: none; background: transparent; border-color: transparent; }
.d2d-dialog__body { padding: calc(var(--d2d-space) * 2.5); }
.d2d-dialog__body > :first-child { margin-top: 0; }
.d2d-dialog__body > :last-child { margin-bottom: 0; }
.d2d-dialog__footer {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--d2d-space);
  padding: calc(var(--d2d-space) * 1.5) calc(var(--d2d-space) * 2.5);
  border-top: 1px solid var(--d2d-color-border);
}
@media (max-width: 480px) {
  .d2d-dialog__backdrop { padding: 0; align-items: end; }
  .d2d-dialog { max-height: 100vh; border-radius: var(--d2d-radius) var(--d2d-radius) 0 0; }
}
`;

/** Popovers anchored to a button. */
export const popover = /* css */ `
.d2d-popover {
  position: absolute; z-index: 900; top: calc(100% + 8px); right: 0;
  width: min(360px, calc(100vw - 16px));
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border);
  border-radius: var(--d2d-radius); box-shadow: var(--d2d-shadow);
  padding: calc(var(--d2d-space) * 2);
}
`;

/** All of the above, in order (each piece starts and ends with a line break). */
export const dialog: string = /* @__PURE__ */ [dialogs, popover].join('');
