/**
 * The contact form (R11): messages stored, e-mailed to the brand's desk and acknowledged. This file is
 * the domain's whole public surface; everything else in the folder is private.
 */
export { contactPlugin } from './plugin';
