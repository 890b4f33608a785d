// The lender's mark on the guarantor's page: an inline SVG (no image request on
// a weak network) beside the company name from the manifest.
export function Logo({ name }: { name: string }) {
  return (
    <div className="brand">
      <svg className="brand-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <path d="M8 16 11.5 9h17l3.5 7z" fill="#fff" />
        <path d="M10.5 18h19v13h-19z" fill="#fff" />
        <path d="M17 23h6v8h-6z" fill="currentColor" />
      </svg>
      <span className="brand-name">{name}</span>
    </div>
  );
}
