/**
 * The servers' CPU time and memory during the rush, read from /proc (Linux) twice a second: the
 * process and its children, so a worker it starts counts too.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function stat(pid: number) {
  try {
    // Fields after the command's closing parenthesis: state is 3rd, ppid 4th, utime 14th, stime 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rssBytes: rssPages * 4096 };
  } catch {
    return null;
  }
}

function family(root: number) {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const parents = new Map(all.map((pid) => [pid, stat(pid)?.ppid]));
  const members = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (ppid !== undefined && members.has(ppid) && !members.has(pid)) {
        members.add(pid);
        grew = true;
      }
  }
  return [...members];
}

export type CpuFigures = {
  cpuSeconds: number;
  wallSeconds: number;
  averageCores: number;
  peakCores: number;
  rssPeakMiB: number;
};

/** The CPU and memory of the server processes (summed over them and their children). */
export function processSampler(pids: number[]) {
  const sample = () => {
    let ticks = 0;
    let rss = 0;
    for (const member of pids.flatMap(family)) {
      const s = stat(member);
      if (s) {
        ticks += s.ticks;
        rss += s.rssBytes;
      }
    }
    return { at: performance.now(), ticks, rss };
  };
  const first = sample();
  let last = first;
  let peakCores = 0;
  let rssPeak = first.rss;
  const timer = setInterval(() => {
    const now = sample();
    peakCores = Math.max(peakCores, (now.ticks - last.ticks) / TICKS_PER_SECOND / ((now.at - last.at) / 1000));
    rssPeak = Math.max(rssPeak, now.rss);
    last = now;
  }, 500);
  return {
    stop(): CpuFigures {
      clearInterval(timer);
      const end = sample();
      const cpuSeconds = (end.ticks - first.ticks) / TICKS_PER_SECOND;
      const wallSeconds = (end.at - first.at) / 1000;
      return {
        cpuSeconds,
        wallSeconds,
        averageCores: cpuSeconds / wallSeconds,
        peakCores,
        rssPeakMiB: Math.round(Math.max(rssPeak, end.rss) / 1048576),
      };
    },
  };
}
