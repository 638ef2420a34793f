/** A save refused for its outdated version (409 STALE_VERSION): the notice, its state and the re-apply rule. */
export { StaleVersionNotice } from './StaleVersionNotice.tsx';
export { useStaleVersion, isStaleVersionError, type StaleVersionOptions, type StaleVersionState } from './useStaleVersion.ts';
export { rebaseEdits, editedKeys } from './rebaseEdits.ts';
