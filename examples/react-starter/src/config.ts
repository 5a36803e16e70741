/**
 * Where the store's API is: another origin than this app's. Set `VITE_D2D_API_BASE` when
 * building or serving; `npm start` points it at the server it starts.
 */
export const API_BASE: string = import.meta.env.VITE_D2D_API_BASE ?? 'http://127.0.0.1:8090';

/** The store's support site, for the dialogs' 'Contact Customer Support' links. */
export const SUPPORT_URL = 'https://support.example.com';
