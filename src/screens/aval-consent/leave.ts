// How the consent answer sends the guarantor away: its redirection_url, checked by
// webUrl (domain/web-url.ts), is followed through `browser`.

/** The browser's navigation, behind an object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
