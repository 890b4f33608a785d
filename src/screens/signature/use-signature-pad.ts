// The drawing pad: signature_pad on a canvas of fixed CSS size whose backing
// store is scaled by devicePixelRatio, so strokes stay sharp on a phone.
// signature_pad is imported dynamically: it is its own chunk, fetched only when
// this screen shows (the type import below is erased from the bundle).
import { useCallback, useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

export interface PadOptions {
  width: number;
  height: number;
  penColor: string;
  minWidth: number;
  maxWidth: number;
}

export type PadStatus = 'loading' | 'ready' | 'failed';

export function useSignaturePad({ width, height, penColor, minWidth, maxWidth }: PadOptions) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [status, setStatus] = useState<PadStatus>('loading');
  const [empty, setEmpty] = useState(true);
  /** Bumped by `reload` to fetch the chunk again after a failure (a weak network). */
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let alive = true;
    let pad: SignaturePad | null = null;
    setStatus('loading');
    import('signature_pad').then(
      ({ default: Pad }) => {
        const canvas = canvasRef.current;
        if (!alive || !canvas) return;
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        // signature_pad places points by CSS pixels (clientX - rect.left), so the
        // canvas must show at exactly this CSS size; the backing store is scaled.
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        canvas.getContext('2d')?.scale(ratio, ratio);
        const created = new Pad(canvas, { penColor, minWidth, maxWidth });
        created.addEventListener('endStroke', () => setEmpty(created.isEmpty()));
        pad = created;
        padRef.current = created;
        setEmpty(true);
        setStatus('ready');
      },
      () => {
        if (alive) setStatus('failed');
      },
    );
    return () => {
      alive = false;
      pad?.off();
      if (padRef.current === pad) padRef.current = null;
    };
  }, [width, height, penColor, minWidth, maxWidth, attempt]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setEmpty(true);
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { canvasRef, padRef, status, empty, clear, reload };
}
