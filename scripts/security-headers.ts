// Headers the preview server sends, and the ones production must send
// (README 'Production headers'). The CSP allows no eval and no inline script:
// validators are precompiled, and only the third-party origins that an adapter
// needs are listed.
export function securityHeaders(env: Record<string, string>): Record<string, string> {
  const api = [env.VITE_REGISTRATION_API_URL, env.VITE_OPERATIONS_API_URL]
    .filter(Boolean)
    .map((u) => new URL(u as string).origin);
  const connect = ["'self'", ...api, 'https://api.ipify.org', 'https://ipapi.co', 'https://*.googleapis.com'];
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self' https://maps.googleapis.com https://web-button.metamap.com",
      "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
      "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com",
      `connect-src ${connect.join(' ')}`,
      "frame-src 'self' https://*.metamap.com https://www.youtube-nocookie.com",
      "media-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(self "https://web-button.metamap.com"), geolocation=()',
  };
}
