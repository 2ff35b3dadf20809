/**
 * Saved travellers (R49): the people an account books for, their passports sealed at rest. This
 * file is the domain's whole public surface; everything else in the folder is private.
 */
export { createTraveller, deleteTraveller, listTravellers, travellerForBooking, updateTraveller } from './store';
