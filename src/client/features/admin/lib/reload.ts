/** The page reload after a mode change (A4), behind an object so tests can watch it. */
export const page = {
  reload: () => window.location.reload(),
};

/** A9: the page reloads 1 second after the mode changed. */
export const RELOAD_AFTER_MS = 1_000;
