"use client";

import {
  cloneElement,
  useCallback,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { DropdownMenu } from "radix-ui";

type TriggerProps = React.ComponentPropsWithRef<"button">;

type Armed = { open: boolean; focus: boolean };

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * A Radix dropdown menu whose machinery mounts only when someone comes to its button: the pointer over it,
 * focus on it, or a press. Until then the button is a plain one with the same look and ARIA. Each mounted
 * menu costs about half a millisecond of server rendering, and a list renders one per row (measured in
 * docs/performance.md); once mounted it is the ordinary Radix menu (keyboard, focus return, Escape and a click
 * outside close it).
 *
 * Not modal: a modal Radix menu hides the rest of the page with aria-hidden while its links and buttons stay
 * focusable (axe's aria-hidden-focus), and a menu is no dialog; focus still moves into it and back to its button.
 *
 * `trigger` is the <button> element (its props, ref and content); `children` the menu's Portal and Content.
 */
export function DeferredDropdownMenu({
  trigger,
  children,
}: {
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
}) {
  const [armed, setArmed] = useState<Armed | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const triggerRef = trigger.props.ref;
  // Stable, so React attaches it once per button rather than on every render.
  const attach = useCallback(
    (node: HTMLButtonElement | null) => {
      setButton(node);
      assignRef(triggerRef, node);
    },
    [triggerRef],
  );

  // Arming replaces the plain button with Radix's: keep focus on it when it had focus.
  const refocus = armed?.focus === true && !armed.open;
  useLayoutEffect(() => {
    if (refocus) button?.focus();
  }, [refocus, button]);

  if (!armed) {
    const { onPointerDown, onKeyDown } = trigger.props;
    return cloneElement(trigger, {
      ref: attach,
      type: "button",
      "aria-haspopup": "menu",
      "aria-expanded": false,
      "data-state": "closed",
      // Approaching never undoes a press handled in the same batch (a mouse press focuses after its pointerdown).
      onPointerEnter: () => setArmed((current) => current ?? { open: false, focus: false }),
      onFocus: () => setArmed((current) => current ?? { open: false, focus: true }),
      // A press that comes before the pointer-over has re-rendered (touch): open at once, as Radix would.
      onPointerDown: (event) => {
        onPointerDown?.(event);
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setArmed({ open: true, focus: false });
      },
      onKeyDown: (event) => {
        onKeyDown?.(event);
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setArmed({ open: true, focus: false });
      },
    } as TriggerProps & Record<`data-${string}`, string>);
  }

  return (
    <DropdownMenu.Root defaultOpen={armed.open} modal={false}>
      <DropdownMenu.Trigger asChild>{cloneElement(trigger, { ref: attach })}</DropdownMenu.Trigger>
      {children}
    </DropdownMenu.Root>
  );
}

/** The menu's panel: under its button, right edges aligned, kept 8px inside the window. */
export function MenuPanel({
  className,
  sideOffset = 8,
  onCloseAutoFocus,
  children,
}: {
  /** Its width and padding. */
  className: string;
  sideOffset?: number;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={sideOffset}
        collisionPadding={8}
        onCloseAutoFocus={onCloseAutoFocus}
        className={`z-50 rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/10 ${className}`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
