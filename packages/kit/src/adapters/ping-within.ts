/**
 * A health check's answer, bounded in time: false when `check` rejects or takes longer than `ms`, so a
 * server that hangs cannot stall the readiness poll.
 */
export async function answersWithin(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
