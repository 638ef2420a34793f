import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc's CPU times. */
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc/<pid>/stat
 * (Linux); 0 for no process or one that has ended.
 */
export function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // the process ended
  }
  // The command name may hold spaces or parentheses: fields are counted from its closing one;
  // utime and stime are the 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}
