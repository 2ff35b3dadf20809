/** A contact-form message the server accepts (POST /api/contact); override any field. */
export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia.hart@example.com',
  phone: '+44 20 7946 0958',
  subject: 'modification',
  bookingRef: 'ab12cd34',
  priority: 'high',
  message: 'I would like to move my return flight to the following Tuesday, please.',
  preferredContact: 'both',
  consent: true,
  ...overrides,
});
