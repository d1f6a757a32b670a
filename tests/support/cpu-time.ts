// Time for the linear-growth checks: the process's CPU time, not the clock's.
// On a machine other work keeps busy, a test process waits for a core for as
// long as the others run, and the clock counts that wait; CPU time counts only
// the work (vitest runs each test file in a process of its own). Work done in
// a child process (esbuild's service) is not counted.

/** CPU milliseconds this process has used so far (user and system, every thread). */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
