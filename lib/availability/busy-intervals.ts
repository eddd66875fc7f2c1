/** Disjoint busy intervals (epoch ms), sorted by start: what a binary search asks "does [from, to) touch?". */
export type MergedBusy = { starts: number[]; ends: number[] };

/** Overlapping and touching intervals joined, sorted. */
export function mergeBusy(intervals: { start: number; end: number }[]): MergedBusy {
  intervals.sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { start, end } of intervals) {
    if (ends.length > 0 && start <= ends[ends.length - 1]) {
      ends[ends.length - 1] = Math.max(ends[ends.length - 1], end);
    } else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

/** Whether [from, to) touches a busy time: the last one starting before `to` is the only one that can. */
export function overlapsMerged(busy: MergedBusy, from: number, to: number): boolean {
  let low = 0;
  let high = busy.starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy.starts[middle] < to) low = middle + 1;
    else high = middle;
  }
  return low > 0 && busy.ends[low - 1] > from;
}
