/**
 * Test or live (R18): the site's mode, read from the database and cached briefly. This file is the
 * domain's whole public surface; everything else in the folder is private.
 */
export { getSystemMode, LIVE_MODE_KEY } from './mode';
export { modePlugin } from './plugin';
