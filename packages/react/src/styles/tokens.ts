/**
 * The theme: every colour, size and font the components use is a CSS custom property declared
 * here. An integrator re-themes the store by overriding these variables on `:root` (document) or
 * on the shadow host (`:host`), never by editing component rules.
 * @module
 */
export const tokens = /* css */ `
:root, :host {
  --d2d-font: "Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif;
  --d2d-font-size: 16px;
  --d2d-font-size-sm: 0.875rem;
  --d2d-font-size-lg: 1.25rem;
  --d2d-line-height: 1.5;
  --d2d-font-weight-bold: 700;

  --d2d-color-bg: #0b0e14;
  --d2d-color-surface: #141923;
  --d2d-color-surface-2: #1c2330;
  --d2d-color-surface-3: #253041;
  --d2d-color-border: #2b3648;
  --d2d-color-text: #e8ecf3;
  --d2d-color-muted: #9aa6b8;
  --d2d-color-accent: #3fa7ff;
  --d2d-color-accent-hover: #69bbff;
  --d2d-color-accent-text: #04111f;
  --d2d-color-sale: #2fd073;
  --d2d-color-sale-text: #03150b;
  --d2d-color-vip: #f2c14e;
  --d2d-color-vip-text: #1f1600;
  --d2d-color-danger: #ff5d5d;
  --d2d-color-warning: #ffb347;
  --d2d-color-success: #2fd073;
  --d2d-color-focus: #ffd34d;
  --d2d-color-overlay: rgb(3 6 12 / 0.72);
  --d2d-color-skeleton: #1f2735;
  --d2d-color-skeleton-shine: #2a3446;

  --d2d-radius: 10px;
  --d2d-radius-sm: 6px;
  --d2d-radius-pill: 999px;
  --d2d-space: 8px;
  --d2d-shadow: 0 10px 30px rgb(0 0 0 / 0.45);
  --d2d-header-height: 64px;
  --d2d-max-width: 1280px;
  --d2d-card-min-width: 160px;
  --d2d-transition: 160ms ease;
  color-scheme: dark;
}
`;
