/**
 * Stands in for the `use-sync-external-store/shim` package (web/vite.config.ts aliases it here): @lingui/react imports
 * the shim for React 17 and older, but React 18+ has `useSyncExternalStore` built in, and the shim's fallback code
 * would be downloaded by every page for nothing.
 */
export { useSyncExternalStore } from 'react';
