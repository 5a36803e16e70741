// What a Vite app's `vite/client` types declare: stylesheets are imported for their side effect.
declare module '*.css';
