// Build-time configuration (Vite env, documented in .env.example). Unset means
// the sandbox API and the third parties off or in their sandbox form. Each value
// is read by its full name: Vite then inlines that one string, where a read of
// `import.meta.env` itself would inline every setting at each place it is read.

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const config = {
  country: text(import.meta.env.VITE_COUNTRY) || 'mx',
  googleMapsApiKey: text(import.meta.env.VITE_GOOGLE_MAPS_API_KEY),
  identityClientId: text(import.meta.env.VITE_IDENTITY_CLIENT_ID),
  identityFlowId: text(import.meta.env.VITE_IDENTITY_FLOW_ID),
  /** Overrides of the country profile's links, for a deployment that has its own. */
  chatNumber: text(import.meta.env.VITE_CHAT_NUMBER),
  storeUrl: text(import.meta.env.VITE_STORE_URL),
  companySite: text(import.meta.env.VITE_COMPANY_SITE),
  privacyUrl: text(import.meta.env.VITE_PRIVACY_URL),
  webAppHome: text(import.meta.env.VITE_WEB_APP_HOME),
  lenderPhone: text(import.meta.env.VITE_LENDER_PHONE),
  publicIpUrl: text(import.meta.env.VITE_PUBLIC_IP_URL),
  ipGeolocationUrl: text(import.meta.env.VITE_IP_GEOLOCATION_URL),
};
