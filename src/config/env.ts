// Build-time configuration (Vite env, documented in .env.example). Unset means
// the sandbox API and the third parties off or in their sandbox form.
const env = import.meta.env;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const config = {
  country: text(env.VITE_COUNTRY) || 'mx',
  googleMapsApiKey: text(env.VITE_GOOGLE_MAPS_API_KEY),
  identityClientId: text(env.VITE_IDENTITY_CLIENT_ID),
  identityFlowId: text(env.VITE_IDENTITY_FLOW_ID),
  /** Overrides of the country profile's links, for a deployment that has its own. */
  chatNumber: text(env.VITE_CHAT_NUMBER),
  storeUrl: text(env.VITE_STORE_URL),
  companySite: text(env.VITE_COMPANY_SITE),
  privacyUrl: text(env.VITE_PRIVACY_URL),
  webAppHome: text(env.VITE_WEB_APP_HOME),
  lenderPhone: text(env.VITE_LENDER_PHONE),
  publicIpUrl: text(env.VITE_PUBLIC_IP_URL),
  ipGeolocationUrl: text(env.VITE_IP_GEOLOCATION_URL),
};
