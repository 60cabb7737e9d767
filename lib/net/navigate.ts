/**
 * A full page load to another URL (a game's own page leaves the app). Its own module so
 * component tests can watch it: jsdom's window.location cannot be replaced.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
