/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The store's API origin, e.g. `https://store.example.com` (its server lists this app in `API_ORIGINS`). */
  readonly VITE_D2D_API_BASE?: string;
}
