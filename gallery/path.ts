/** Where the dev server serves the gallery (gallery/vite-plugin.ts), and the page whose API calls the sandbox answers as the gallery says. */
export const GALLERY_PATH = '/__gallery';
