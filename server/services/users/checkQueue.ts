/**
 * Password checks one at a time, the lowest rank first and in arrival order among equals. A bcrypt
 * check is CPU work: checks run side by side each take as long as all of them together, while in
 * order a sign-in of rank 0 waits for the one check under way only, however many are queued behind.
 */
interface Waiting {
  rank: number;
  start: () => void;
}

export class CheckQueue {
  private busy = false;
  private readonly waiting: Waiting[] = [];

  async run<T>(rank: number, check: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((start) => this.enqueue({ rank, start }));
    this.busy = true;
    try {
      return await check();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.busy = false;
    }
  }

  private enqueue(waiting: Waiting): void {
    const behind = this.waiting.findIndex((queued) => queued.rank > waiting.rank);
    this.waiting.splice(behind === -1 ? this.waiting.length : behind, 0, waiting);
  }
}
