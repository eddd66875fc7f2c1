"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { showToast, UNDO_TOAST_DURATION } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { moveBookingResourceAction } from "@/lib/actions/resource-holds";

/** A booking put in another room of the same type: from resource, to resource. */
export type RoomMove = { bookingId: string; fromResourceId: string; toResourceId: string };

/**
 * Moves an appointment to another room (or piece of equipment) of its type, with an Undo toast; resolves with the
 * refusal's message (the room is held then, switched off, blocked) or null once moved.
 */
export function useRoomMove(): (move: RoomMove) => Promise<string | null> {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  async function send(move: RoomMove, undo: boolean): Promise<string | null> {
    const result = await callAction(moveBookingResourceAction, null, {
      id: move.bookingId,
      resourceId: move.toResourceId,
    });
    if (!result.ok) {
      showToast({
        type: "error",
        title: undo ? "Couldn't undo the move" : "Couldn't change the room",
        message: result.error,
      });
      return result.error;
    }
    showToast(
      undo
        ? { type: "success", title: "Move undone", message: result.message }
        : {
            type: "success",
            title: "Room changed",
            message: result.message,
            duration: UNDO_TOAST_DURATION,
            actions: [
              {
                label: "Undo",
                onClick: () =>
                  void send(
                    { bookingId: move.bookingId, fromResourceId: move.toResourceId, toResourceId: move.fromResourceId },
                    true,
                  ),
              },
            ],
          },
    );
    startRefresh(() => router.refresh());
    return null;
  }
  return (move) => send(move, false);
}
