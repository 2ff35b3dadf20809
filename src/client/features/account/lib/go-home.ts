/** A full page load of the home page: after sign-out nothing of the signed-in state may linger. */
export function goHome() {
  window.location.assign('/');
}
