/**
 * The admin area's reads and the live-mode switch (R12, R17, R18). This file is the domain's whole
 * public surface; everything else in the folder is private.
 */
export { adminPlugin } from './plugin';
