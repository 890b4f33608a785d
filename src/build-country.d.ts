// The build's country profile, countries/<VITE_COUNTRY>.json (an alias in vite.config.ts).
declare module '@build-country' {
  const profile: unknown;
  export default profile;
}
