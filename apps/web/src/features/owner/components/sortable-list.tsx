import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What an item of a sortable list gets to draw itself: its drag handle and its move buttons. */
export interface ReorderControls {
  handle: ReactNode;
  moveButtons: ReactNode;
}

interface Props {
  ids: readonly string[];
  /** How the item is called in announcements and button names ("Photo 2", "Rice dishes"). */
  nameOf: (id: string, index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (id: string, index: number, controls: ReorderControls) => ReactNode;
  /** Photos sit in a grid; menu sections and dishes in a column. */
  layout?: 'grid' | 'column';
  /** The list's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
  disabled?: boolean;
}

/**
 * A list the owner reorders by dragging (mouse, touch, or the keyboard: Space, arrows, Space)
 * or with "move up" and "move down" buttons. Every move is announced in the page's language.
 */
export function SortableList({ ids, nameOf, onMove, renderItem, layout = 'column', label, sx, disabled }: Props) {
  const { t } = useTranslation('owner');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => nameOf(String(id), ids.indexOf(String(id)));
  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { item: name(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { item: name(active.id), position: position(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('reorder.dropped', { item: name(active.id), position: position(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { item: name(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
      }}
    >
      <SortableContext
        items={[...ids]}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <Box
          component="ol"
          aria-label={label}
          sx={[
            {
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns:
                layout === 'grid' ? 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' : 'minmax(0, 1fr)',
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          {ids.map((id, index) => (
            <SortableItem
              key={id}
              id={id}
              index={index}
              total={total}
              name={nameOf(id, index)}
              onMove={onMove}
              disabled={disabled}
              render={(controls) => renderItem(id, index, controls)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  index,
  total,
  name,
  onMove,
  disabled,
  render,
}: {
  id: string;
  index: number;
  total: number;
  name: string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  render: (controls: ReorderControls) => ReactNode;
}) {
  const { t } = useTranslation('owner');
  const sortable = useSortable({ id, disabled, attributes: { roleDescription: t('reorder.roleDescription') } });
  const handle = (
    <IconButton
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('reorder.handle', { item: name })}
      sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
  const moveButtons = (
    <>
      <IconButton
        onClick={() => onMove(index, index - 1)}
        disabled={disabled || index === 0}
        aria-label={t('reorder.up', { item: name })}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        onClick={() => onMove(index, index + 1)}
        disabled={disabled || index === total - 1}
        aria-label={t('reorder.down', { item: name })}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </>
  );
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      sx={{ position: 'relative', zIndex: sortable.isDragging ? 2 : 'auto', minWidth: 0 }}
    >
      {render({ handle, moveButtons })}
    </Box>
  );
}
