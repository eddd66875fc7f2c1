/**
 * The schedule board's arrow keys (one Tab stop, roving focus): which appointment a key moves focus to.
 * Pure: columns in the order they are drawn, each with its appointments' ids and grid minutes.
 */

export const BOARD_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"] as const;
export type BoardKey = (typeof BOARD_KEYS)[number];

export type BoardColumn = { appointments: readonly { id: string; from: number; to: number }[] };

export function isBoardKey(key: string): key is BoardKey {
  return (BOARD_KEYS as readonly string[]).includes(key);
}

/** Each column's ids by start, then end, then id, so equal times still have one order. */
function orderedColumns(columns: readonly BoardColumn[]) {
  return columns.map((column) =>
    [...column.appointments].sort((a, b) => a.from - b.from || a.to - b.to || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}

/** Where the board's Tab stop goes when none was focused yet: the first appointment of the first column with one. */
export function firstAppointmentId(columns: readonly BoardColumn[]): string | null {
  for (const column of orderedColumns(columns)) if (column.length > 0) return column[0].id;
  return null;
}

/**
 * The appointment `key` moves to from `currentId`, or null when there is none that way (focus stays).
 * Up/Down: the previous/next in the same column; Home/End: its first/last. Left/Right: in the nearest column
 * that way with any appointment, the one starting nearest in time (the earlier on a tie).
 */
export function nextAppointmentId(columns: readonly BoardColumn[], currentId: string, key: BoardKey): string | null {
  const ordered = orderedColumns(columns);
  const columnIndex = ordered.findIndex((column) => column.some((item) => item.id === currentId));
  if (columnIndex < 0) return null;
  const column = ordered[columnIndex];
  const index = column.findIndex((item) => item.id === currentId);
  const current = column[index];
  const pick = (target: number) => (target === index || !column[target] ? null : column[target].id);
  switch (key) {
    case "ArrowUp":
      return pick(index - 1);
    case "ArrowDown":
      return pick(index + 1);
    case "Home":
      return pick(0);
    case "End":
      return pick(column.length - 1);
    case "ArrowLeft":
    case "ArrowRight": {
      const step = key === "ArrowLeft" ? -1 : 1;
      for (let other = columnIndex + step; other >= 0 && other < ordered.length; other += step) {
        if (ordered[other].length === 0) continue;
        let nearest = ordered[other][0];
        for (const item of ordered[other]) {
          if (Math.abs(item.from - current.from) < Math.abs(nearest.from - current.from)) nearest = item;
        }
        return nearest.id;
      }
      return null;
    }
  }
}
