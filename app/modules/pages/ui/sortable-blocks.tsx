import { useRef, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

// The page editor's blocks in a list that can be reordered by dragging a block's handle (mouse, touch, or the
// keyboard: Space to pick up, arrows, Space to drop). The drop is handed to `onMove`, which posts the same form
// intent as the Move up/down buttons, so the order lives in one place: the posted form.

type Props = {
  /** One stable id per block, in order. */
  ids: string[];
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  /** Draws block `i`; `handle` is its drag handle, to be put among its buttons. */
  children: (i: number, handle: ReactNode) => ReactNode;
};

export function SortableBlocks({ ids, onMove, disabled, children }: Props) {
  // A block picked up with the keyboard moves only with the arrows: scrolling the page under it (as a pointer drag
  // near the window's edge does) would carry it over other blocks without a key pressed.
  const byKeyboard = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: 4 },
      onActivation: () => {
        byKeyboard.current = false;
      },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      onActivation: () => {
        byKeyboard.current = true;
      },
    }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  return (
    <DndContext
      id="page-editor-blocks"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={{ canScroll: () => !byKeyboard.current }}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move a block, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.",
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up block ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `Block ${position(active.id)} is over position ${position(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `Block ${position(active.id)} moved to position ${position(over.id)}.` : "Dropped.",
          onDragCancel: ({ active }) => `Moving block ${position(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="page-editor__blocks">
          {ids.map((id, i) => (
            <SortableBlock key={id} id={id} i={i}>
              {children}
            </SortableBlock>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableBlock({ id, i, children }: { id: string; i: number; children: Props["children"] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="button button--small button--ghost page-block__drag"
      {...attributes}
      {...listeners}
      onKeyDown={(event) => {
        // A handle scrolled out of sight would be scrolled back by the drag once it starts, carrying the block
        // over others on the way: bring it into view first.
        if (event.key === " " || event.key === "Enter") event.currentTarget.scrollIntoView({ block: "nearest" });
        listeners?.onKeyDown?.(event);
      }}
      aria-label={`Drag block ${i + 1} to another place`}
    >
      <span aria-hidden="true">⠿</span> Drag
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "is-dragging" : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(i, handle)}
    </li>
  );
}
