/** Shown under a new-password field before anything is typed, so the rules are no surprise. */
export const NEW_PASSWORD_HINT =
  'At least 12 characters, with an uppercase and a lowercase letter, a number and a special character.';
