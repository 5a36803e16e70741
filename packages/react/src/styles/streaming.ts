/** Streaming: Cloud Play time, the launch panel, the Instant Play spotlight, the bonus banner, the guide, the server switch and the mailing list. @module */
export const streaming = /* css */ `
.d2d-cloud-time__status { margin: 0; min-height: 1.5em; color: var(--d2d-color-muted); }
.d2d-cloud-time__none { margin: 0; }
.d2d-cloud-time__tickets { margin: 0; display: grid; gap: var(--d2d-space); grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.d2d-cloud-time__ticket { padding: calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-cloud-time__kind { font-weight: 700; }
.d2d-cloud-time__left { margin: 4px 0 0; font-size: var(--d2d-font-size-lg); font-weight: 700; color: var(--d2d-color-text); }
.d2d-cloud-time__expiry { margin: 2px 0 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-launch-panel { border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); padding: calc(var(--d2d-space) * 2); margin: 0; min-width: 0; }
.d2d-launch-panel__title { font-weight: 700; padding: 0 6px; }
.d2d-launch-panel__hint { margin: 0 0 var(--d2d-space); color: var(--d2d-color-muted); }
.d2d-launch-panel__choices { display: grid; gap: var(--d2d-space); grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); }
.d2d-launch-panel__choice { justify-content: center; }
.d2d-launch-panel__status, .d2d-spotlight__status { margin: var(--d2d-space) 0 0; min-height: 1.5em; color: var(--d2d-color-muted); }
.d2d-launch-panel__error, .d2d-spotlight__error, .d2d-bonus-banner__error { margin: var(--d2d-space) 0 0; color: var(--d2d-color-danger); font-weight: 600; }
.d2d-spotlight { display: grid; gap: var(--d2d-space); }
.d2d-spotlight--none { justify-items: start; }
.d2d-spotlight__loading, .d2d-spotlight__intro, .d2d-spotlight__closed { margin: 0; color: var(--d2d-color-muted); }
.d2d-spotlight__games { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--d2d-space) * 1.5); grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
.d2d-spotlight__game { display: grid; grid-template-columns: 96px 1fr; gap: calc(var(--d2d-space) * 1.5); padding: calc(var(--d2d-space) * 1.5);
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-spotlight__art { width: 96px; height: 128px; object-fit: cover; border-radius: var(--d2d-radius-sm); background: var(--d2d-color-surface-3); display: block; }
.d2d-spotlight__body { display: grid; gap: 6px; align-content: start; justify-items: start; }
.d2d-spotlight__title { margin: 0; font-size: var(--d2d-font-size-lg); }
.d2d-spotlight__text { margin: 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-bonus-banner { display: grid; gap: var(--d2d-space); justify-items: start; padding: calc(var(--d2d-space) * 2); border-radius: var(--d2d-radius);
  background: var(--d2d-color-vip); color: var(--d2d-color-vip-text); }
.d2d-bonus-banner--done p { margin: 0; font-weight: 700; }
.d2d-bonus-banner__title { margin: 0; font-size: 1.3rem; }
.d2d-bonus-banner__text { margin: 0; }
.d2d-streaming-guide__title { margin: 0 0 var(--d2d-space); font-size: 1.3rem; }
.d2d-streaming-guide__steps { margin: 0; padding-left: 1.4em; display: grid; gap: var(--d2d-space); }
.d2d-server-switch { display: grid; gap: var(--d2d-space); }
.d2d-server-switch__progress { width: 100%; height: 12px; accent-color: var(--d2d-color-accent); }
.d2d-mailing-list { display: grid; gap: 4px; max-width: 420px; }
.d2d-mailing-list__fields { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 4px; }
.d2d-mailing-list__legend { font-weight: 700; padding: 0; margin-bottom: var(--d2d-space); }
.d2d-mailing-list__actions { display: flex; gap: var(--d2d-space); flex-wrap: wrap; }
.d2d-mailing-list__status { margin: 0; min-height: 1.5em; color: var(--d2d-color-success); font-weight: 600; }
`;
