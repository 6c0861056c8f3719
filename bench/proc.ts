// What the benchmarks read from /proc: a process tree, its CPU time, each process's resident memory.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || 100);

/** The process and every process under it (cluster workers, nginx's workers), from /proc. */
export function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after the command (which may hold spaces and parentheses): state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parentOf) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  return tree;
}

/** User + system CPU time of the tree, in ms. */
export function cpuMs(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat; here, after the command, at 11 and 12.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a worker replaced meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of each process, in MiB. */
export function residentMiB(pids: number[]) {
  return pids.map((pid) => {
    try {
      const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1] ?? NaN);
      return Math.round((kb / 1024) * 10) / 10;
    } catch {
      return NaN;
    }
  });
}
