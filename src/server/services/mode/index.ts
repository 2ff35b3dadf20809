export { createModeCache, getSystemMode, LIVE_MODE_KEY } from './mode';
export type { ModeCache } from './mode';
export { modePlugin } from './plugin';
