// The machine a run happened on, for the report: a figure means little without it.
import { readFileSync } from 'node:fs';
import os from 'node:os';

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return release.match(/^PRETTY_NAME="?([^"\n]+)"?/m)?.[1] ?? os.type();
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

/** The 1, 5 and 15 minute load averages: how busy the machine was (cores: see `cpu`). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export function machine(chromiumVersion) {
  const cpus = os.cpus();
  const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  return {
    os: `${osName()} (${os.type()} ${os.release()}, ${os.arch()})`,
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    load: loadAverage(),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse,
  };
}
