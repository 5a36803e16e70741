import { href } from '../router/index.js';

/** The store's logo, linking home. Its accessible name is the store's name, 'D2D'. */
export function Logo() {
  return (
    <a href={href('home')} className="store-logo">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="store-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3fa7ff" />
            <stop offset="1" stopColor="#7b61ff" />
          </linearGradient>
        </defs>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="url(#store-logo-gradient)" />
        <path d="M9 10h5a6 6 0 0 1 0 12H9zm3 3v6h2a3 3 0 0 0 0-6zM19 19l5-6h-5v-3h9l-5 6h5v3z" fill="#fff" transform="translate(-2 0)" />
      </svg>
      <span>D2D</span>
    </a>
  );
}
