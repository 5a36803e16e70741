import type { ReactNode } from 'react';

/**
 * Five illustrations for the 404 page (spec §2: one of five images at random). Inline SVG in the
 * theme's colours, with a fixed view box so the page never shifts while it draws.
 * @module
 */

const accent = 'var(--d2d-color-accent)';
const vip = 'var(--d2d-color-vip)';
const sale = 'var(--d2d-color-sale)';
const surface = 'var(--d2d-color-surface-2)';
const line = 'var(--d2d-color-border)';
const muted = 'var(--d2d-color-muted)';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg className="d2d-system-page__art" viewBox="0 0 400 260" width="400" height="260" role="img" aria-label={label}>
      {children}
    </svg>
  );
}

function LostAstronaut() {
  return (
    <Frame label="An astronaut drifting past a planet">
      <circle cx="320" cy="70" r="38" fill={surface} stroke={line} strokeWidth="3" />
      <ellipse cx="320" cy="70" rx="62" ry="12" fill="none" stroke={vip} strokeWidth="3" />
      {[[40, 40], [90, 200], [200, 30], [370, 200], [250, 230], [30, 150]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill={muted} />
      ))}
      <g transform="rotate(-18 170 140)">
        <rect x="135" y="120" width="70" height="80" rx="22" fill="#e8ecf3" />
        <circle cx="170" cy="105" r="36" fill="#e8ecf3" />
        <rect x="146" y="88" width="48" height="32" rx="14" fill={accent} />
        <rect x="120" y="130" width="18" height="48" rx="9" fill="#cfd6e2" />
        <rect x="202" y="130" width="18" height="48" rx="9" fill="#cfd6e2" />
        <rect x="148" y="196" width="18" height="34" rx="8" fill="#cfd6e2" />
        <rect x="175" y="196" width="18" height="34" rx="8" fill="#cfd6e2" />
      </g>
      <text x="60" y="120" fill={accent} fontSize="56" fontWeight="800" fontFamily="sans-serif">404</text>
    </Frame>
  );
}

function BrokenController() {
  return (
    <Frame label="A game controller broken in two">
      <g transform="rotate(-8 140 140)">
        <path d="M70 110 q-30 0 -38 50 q-6 40 20 44 q18 2 34 -22 h62 l10 -72 z" fill={surface} stroke={line} strokeWidth="3" />
        <rect x="62" y="138" width="34" height="10" rx="3" fill={muted} />
        <rect x="74" y="126" width="10" height="34" rx="3" fill={muted} />
      </g>
      <g transform="rotate(10 270 140)">
        <path d="M330 110 q30 0 38 50 q6 40 -20 44 q-18 2 -34 -22 h-62 l10 -72 z" fill={surface} stroke={line} strokeWidth="3" />
        <circle cx="318" cy="132" r="8" fill={sale} />
        <circle cx="336" cy="150" r="8" fill={accent} />
        <circle cx="300" cy="150" r="8" fill={vip} />
        <circle cx="318" cy="168" r="8" fill="var(--d2d-color-danger)" />
      </g>
      <path d="M196 96 l12 18 -10 14 14 16 -8 20" fill="none" stroke={vip} strokeWidth="4" strokeLinecap="round" />
      <text x="200" y="245" textAnchor="middle" fill={muted} fontSize="22" fontFamily="sans-serif">Game over for this page</text>
    </Frame>
  );
}

function EmptyCartridge() {
  return (
    <Frame label="An empty game cartridge slot">
      <rect x="110" y="40" width="180" height="170" rx="14" fill={surface} stroke={line} strokeWidth="3" />
      <rect x="130" y="60" width="140" height="90" rx="6" fill="var(--d2d-color-bg)" stroke={line} strokeWidth="2" />
      <text x="200" y="118" textAnchor="middle" fill={accent} fontSize="40" fontWeight="800" fontFamily="monospace">404</text>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect key={i} x={136 + i * 19} y="176" width="10" height="34" fill={vip} />
      ))}
      <path d="M90 230 h220" stroke={line} strokeWidth="3" strokeDasharray="8 8" />
    </Frame>
  );
}

function GlitchScreen() {
  return (
    <Frame label="A monitor showing a glitched 404">
      <rect x="80" y="30" width="240" height="160" rx="12" fill="var(--d2d-color-bg)" stroke={line} strokeWidth="4" />
      <rect x="180" y="190" width="40" height="30" fill={line} />
      <rect x="140" y="220" width="120" height="10" rx="5" fill={line} />
      <text x="203" y="135" textAnchor="middle" fill="var(--d2d-color-danger)" fontSize="64" fontWeight="900" fontFamily="monospace" opacity="0.7">404</text>
      <text x="197" y="131" textAnchor="middle" fill={accent} fontSize="64" fontWeight="900" fontFamily="monospace" opacity="0.8">404</text>
      <text x="200" y="133" textAnchor="middle" fill="#e8ecf3" fontSize="64" fontWeight="900" fontFamily="monospace">404</text>
      <rect x="96" y="70" width="90" height="6" fill={sale} opacity="0.6" />
      <rect x="220" y="150" width="80" height="5" fill={vip} opacity="0.6" />
    </Frame>
  );
}

function ArcadeGhost() {
  return (
    <Frame label="An arcade ghost in an empty maze">
      <path d="M40 40 h320 v180 h-320 z M80 80 h80 v40 h-80 z M240 80 h80 v40 h-80 z M80 160 h240 v20 h-240 z" fill="none" stroke={accent} strokeWidth="6" strokeLinejoin="round" />
      {[120, 150, 180, 210, 240, 270].map((x) => (
        <circle key={x} cx={x} cy="140" r="4" fill={vip} />
      ))}
      <path d="M180 110 q20 -40 40 0 v34 l-7 -8 -7 8 -6 -8 -7 8 -6 -8 -7 8 z" fill="var(--d2d-color-danger)" transform="translate(-20 -20) scale(1.2)" />
      <circle cx="200" cy="104" r="5" fill="#fff" />
      <circle cx="214" cy="104" r="5" fill="#fff" />
    </Frame>
  );
}

/** The five 404 illustrations. */
export const NOT_FOUND_ART = [LostAstronaut, BrokenController, EmptyCartridge, GlitchScreen, ArcadeGhost] as const;
