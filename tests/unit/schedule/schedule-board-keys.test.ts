import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOARD_KEYS,
  firstAppointmentId,
  isBoardKey,
  nextAppointmentId,
  type BoardColumn,
} from "@/lib/schedule/board-keys";

const at = (id: string, from: number, length = 45) => ({ id, from, to: from + length });

// Emma: 09:00, 11:00, 14:00 (listed out of order); James: none; Sophie: 10:30, 13:45.
const DAY: BoardColumn[] = [
  { appointments: [at("emma-11", 660), at("emma-9", 540), at("emma-14", 840)] },
  { appointments: [] },
  { appointments: [at("sophie-1030", 630), at("sophie-1345", 825)] },
];

describe("schedule board keys", () => {
  it("knows its keys and nothing else", () => {
    expect(BOARD_KEYS.every(isBoardKey)).toBe(true);
    expect(isBoardKey("Enter")).toBe(false);
    expect(isBoardKey("Tab")).toBe(false);
  });

  it("starts on the first appointment of the first column that has one", () => {
    expect(firstAppointmentId(DAY)).toBe("emma-9");
    expect(firstAppointmentId([{ appointments: [] }, { appointments: [at("b", 600), at("a", 540)] }])).toBe("a");
    expect(firstAppointmentId([{ appointments: [] }])).toBeNull();
    expect(firstAppointmentId([])).toBeNull();
  });

  it("moves up and down a column by start time and stops at its ends", () => {
    expect(nextAppointmentId(DAY, "emma-9", "ArrowDown")).toBe("emma-11");
    expect(nextAppointmentId(DAY, "emma-11", "ArrowDown")).toBe("emma-14");
    expect(nextAppointmentId(DAY, "emma-14", "ArrowDown")).toBeNull();
    expect(nextAppointmentId(DAY, "emma-11", "ArrowUp")).toBe("emma-9");
    expect(nextAppointmentId(DAY, "emma-9", "ArrowUp")).toBeNull();
  });

  it("goes to the first and last of the column with Home and End", () => {
    expect(nextAppointmentId(DAY, "emma-11", "Home")).toBe("emma-9");
    expect(nextAppointmentId(DAY, "emma-11", "End")).toBe("emma-14");
    expect(nextAppointmentId(DAY, "emma-9", "Home")).toBeNull();
    expect(nextAppointmentId(DAY, "sophie-1345", "End")).toBeNull();
  });

  it("moves sideways to the nearest time in the next column with appointments, earlier on a tie", () => {
    // James has none: Right from Emma lands in Sophie's column.
    expect(nextAppointmentId(DAY, "emma-9", "ArrowRight")).toBe("sophie-1030");
    expect(nextAppointmentId(DAY, "emma-14", "ArrowRight")).toBe("sophie-1345");
    // 10:30 is 90 minutes from 09:00 and 30 from 11:00.
    expect(nextAppointmentId(DAY, "sophie-1030", "ArrowLeft")).toBe("emma-11");
    expect(nextAppointmentId(DAY, "sophie-1345", "ArrowLeft")).toBe("emma-14");
    expect(nextAppointmentId(DAY, "sophie-1030", "ArrowRight")).toBeNull();
    expect(nextAppointmentId(DAY, "emma-9", "ArrowLeft")).toBeNull();
    const tie: BoardColumn[] = [
      { appointments: [at("x", 600)] },
      { appointments: [at("late", 660), at("early", 540)] },
    ];
    expect(nextAppointmentId(tie, "x", "ArrowRight")).toBe("early");
  });

  it("answers null for an appointment that is not on the board", () => {
    expect(nextAppointmentId(DAY, "gone", "ArrowDown")).toBeNull();
  });

  const boards = fc.array(
    fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 24 * 4 - 1 }).map((step) => step * 15),
        length: fc.integer({ min: 1, max: 16 }).map((steps) => steps * 15),
      }),
      { maxLength: 8 },
    ),
    { minLength: 1, maxLength: 7 },
  );
  const toColumns = (raw: { from: number; length: number }[][]): BoardColumn[] =>
    raw.map((column, c) => ({ appointments: column.map((item, i) => at(`${c}-${i}`, item.from, item.length)) }));

  it("returns to a block after down then up, whenever down moved (property)", () => {
    fc.assert(
      fc.property(boards, (raw) => {
        const columns = toColumns(raw);
        for (const item of columns.flatMap((column) => column.appointments)) {
          const below = nextAppointmentId(columns, item.id, "ArrowDown");
          if (below !== null) expect(nextAppointmentId(columns, below, "ArrowUp")).toBe(item.id);
          const above = nextAppointmentId(columns, item.id, "ArrowUp");
          if (above !== null) expect(nextAppointmentId(columns, above, "ArrowDown")).toBe(item.id);
        }
      }),
    );
  });

  it("only ever lands on another appointment of the board, and in the same column for up, down, Home, End (property)", () => {
    fc.assert(
      fc.property(boards, fc.constantFrom(...BOARD_KEYS), (raw, key) => {
        const columns = toColumns(raw);
        const columnOf = new Map(columns.flatMap((column, c) => column.appointments.map((item) => [item.id, c])));
        for (const id of columnOf.keys()) {
          const next = nextAppointmentId(columns, id, key);
          if (next === null) continue;
          expect(next).not.toBe(id);
          expect(columnOf.has(next)).toBe(true);
          if (key === "ArrowLeft") expect(columnOf.get(next)!).toBeLessThan(columnOf.get(id)!);
          else if (key === "ArrowRight") expect(columnOf.get(next)!).toBeGreaterThan(columnOf.get(id)!);
          else expect(columnOf.get(next)).toBe(columnOf.get(id));
        }
      }),
    );
  });
});
