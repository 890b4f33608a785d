// The public IP lookup (GET, reads `ip`) before the reverse-OTP start and the
// guarantor consent. Unconfigured, slow or failing, it falls back to a fixed
// value so the flow never waits on a third party for more than 3 s.
import { config } from '../config/env';
import { timeoutSignal } from './timeout-signal';

export const FALLBACK_IP = '0.0.0.0';

export async function publicIp(url = config.publicIpUrl, timeoutMs = 3000): Promise<string> {
  if (!url) return FALLBACK_IP;
  try {
    const res = await fetch(url, { signal: timeoutSignal(timeoutMs) });
    const body = (await res.json()) as { ip?: unknown };
    return typeof body.ip === 'string' && body.ip ? body.ip : FALLBACK_IP;
  } catch {
    return FALLBACK_IP;
  }
}
