/**
 * Opens the provider's pay page in a new window, keeping this page to show the result (the pay page
 * has no way back). Called within the click's user activation, so popup blockers let it through; the
 * result page also links to it in case one did not.
 */
export function openPayPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
