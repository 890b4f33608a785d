import { shellText } from '../engine/shell-copy';

/** 'Paso n de m' and/or the segmented bar (n of 5) at the top of a registration step. */
export function ProgressBar({ label, bar, bars }: { label?: string; bar?: number; bars?: number }) {
  return (
    <div className="progress">
      {label ? <p className="progress-label">{label}</p> : null}
      {bar && bars ? (
        <div
          className="progress-bar"
          role="progressbar"
          aria-label={shellText('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={bars}
          aria-valuenow={bar}
        >
          {Array.from({ length: bars }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
            <span key={i} className={i < bar ? 'segment done' : 'segment'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
