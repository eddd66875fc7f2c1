"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import type { Direction } from "@/lib/services/reorder";

type Props = {
  /** The button's id per direction, so the screen can put the focus back on it after a move. */
  idOf: (direction: Direction) => string;
  /** The accessible name, e.g. 'Move Beard Trim up' (rendered as hidden text, so name and content agree). */
  labelOf: (direction: Direction) => string;
  /** Null where the thing cannot move (first or last): the button is disabled. */
  moves: Record<Direction, (() => void) | null>;
};

const DIRECTIONS = [
  { direction: "up", Icon: ArrowUp, title: "Move up" },
  { direction: "down", Icon: ArrowDown, title: "Move down" },
] as const;

/** A joined pair of arrow buttons that move a service or a category up or down. */
export function MoveButtons({ idOf, labelOf, moves }: Props) {
  return (
    <div className="flex shrink-0 divide-x divide-slate-300 overflow-hidden rounded-lg border border-slate-300 bg-white">
      {DIRECTIONS.map(({ direction, Icon, title }) => {
        const move = moves[direction];
        return (
          <button
            key={direction}
            type="button"
            id={idOf(direction)}
            className="p-1.5 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-white"
            title={title}
            disabled={!move}
            onClick={move ?? undefined}
          >
            <Icon className="size-4" aria-hidden="true" />
            <span className="sr-only">{labelOf(direction)}</span>
          </button>
        );
      })}
    </div>
  );
}
