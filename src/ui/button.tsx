import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './hydration';

type Variant = 'primary' | 'secondary' | 'link';

/** The spec's primary button (radius 20, #3050ff when enabled) and its two quieter kinds. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  // Disabled until React adopts the build's markup of the page (ui/hydration.tsx):
  // a 'Continuar' tapped before would send the form as the browser does, not as the app does.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={`btn btn-${variant} ${className ?? ''}`}
      disabled={disabled || !hydrated}
      {...rest}
    />
  );
}
