// The script build renders with preact/compat, which has useSyncExternalStore built in: the
// `use-sync-external-store` shim that @preact/signals-react imports is not needed there.
export { useSyncExternalStore } from 'preact/compat';
