/**
 * CPU time this process spends running `work`, in milliseconds (user + system, from `process.cpuUsage`).
 * Cost bounds in tests use CPU time rather than wall time: on a busy 2-core machine another process can hold the
 * core for a second without this code doing any more work, while an accidentally quadratic scan still costs CPU.
 * @param work the synchronous or asynchronous code to measure
 * @returns its result and the CPU milliseconds it used
 */
export async function measureCpuMs<T>(work: () => T | Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
