// CPU time of processes, from /proc (Linux): for the benches, which weigh what a request or a book costs
// the machine besides how long it takes. Elsewhere every figure is undefined.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far; undefined when it cannot be read. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/** What a process is, as the stack-mode bench reports it: a service by name, or the server it runs. */
function partOf(commandLine) {
  const service = /services\/([a-z-]+)\/dist\/main\.js/.exec(commandLine);
  if (service) return service[1];
  if (/\bkafka\.Kafka\b/.test(commandLine)) return 'Kafka';
  if (/\bferretdb\b/.test(commandLine)) return 'FerretDB';
  if (/\bminio\b/.test(commandLine)) return 'MinIO';
  if (/\bstripe-mock\b/.test(commandLine)) return 'stripe-mock';
  return 'other';
}

/** Every process's CPU seconds so far, by part (`partOf`); undefined without /proc. */
export function cpuByPart() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const parts = new Map();
  for (const pid of pids) {
    let commandLine;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    const seconds = cpuSeconds(pid);
    if (seconds === undefined) continue;
    const part = pid === String(process.pid) ? 'the bench' : partOf(commandLine);
    parts.set(part, (parts.get(part) ?? 0) + seconds);
  }
  return parts;
}

/** The CPU seconds each part used between two `cpuByPart` readings (processes gone meanwhile are lost). */
export function cpuSpent(before, after) {
  if (!before || !after) return undefined;
  return new Map([...after].map(([part, seconds]) => [part, Math.max(0, seconds - (before.get(part) ?? 0))]));
}
